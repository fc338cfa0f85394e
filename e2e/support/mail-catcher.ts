import { expect, request as playwrightRequest } from '@playwright/test';

/**
 * The compose stack's mail catcher, on 127.0.0.1 (docker-compose.yml publishes it there): Mailpit,
 * or where Docker Hub cannot be reached its stand-in MailDev (scripts/compose/bases.sh). Both keep
 * every message the API sends; this reads either one's API.
 */
const MAIL_CATCHER = process.env.VG_MAIL_CATCHER_URL ?? 'http://127.0.0.1:8025';

export interface CaughtEmail {
  to: string[];
  subject: string;
  text: string;
}

interface MailpitList {
  messages: Array<{ ID: string; To: Array<{ Address: string }>; Subject: string }>;
}
interface MaildevEmail {
  to: Array<{ address: string }>;
  subject: string;
  text?: string;
  html?: string;
}

/** Every email the catcher holds, newest first. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const api = await playwrightRequest.newContext({ baseURL: MAIL_CATCHER });
  try {
    const mailpit = await api.get('/api/v1/messages');
    if (mailpit.ok()) {
      const { messages } = (await mailpit.json()) as MailpitList;
      return Promise.all(
        messages.map(async (message) => {
          const full = (await (await api.get(`/api/v1/message/${message.ID}`)).json()) as {
            Text: string;
          };
          return {
            to: message.To.map((to) => to.Address),
            subject: message.Subject,
            text: full.Text,
          };
        }),
      );
    }
    const maildev = await api.get('/email');
    expect(maildev.ok(), `a mail catcher answers on ${MAIL_CATCHER}`).toBe(true);
    const emails = (await maildev.json()) as MaildevEmail[];
    return emails.reverse().map((email) => ({
      to: email.to.map((to) => to.address),
      subject: email.subject,
      text: email.text ?? email.html ?? '',
    }));
  } finally {
    await api.dispose();
  }
}

/** The path and query of the newest link to `pathPart` emailed to `to`, waiting for it to arrive. */
export async function caughtLink(to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await caughtEmails())
          .filter((email) => email.to.includes(to))
          .flatMap((email) => email.text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? []);
        link = links.find((href) => href.includes(pathPart));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}
