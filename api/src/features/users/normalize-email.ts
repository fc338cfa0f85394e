/** Addresses are compared and stored in lower case, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
