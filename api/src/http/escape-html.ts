/** For the few HTML pages the service writes itself (emails, the dev outbox, the dev sign-in page). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
