import type { OutboxEmail } from '../../src/mail/mailer.js';
import type { TestContext } from './test-app.js';

/** The newest email sent to this address. */
export function lastEmailTo(ctx: TestContext, to: string): OutboxEmail {
  const email = ctx.outbox.find((candidate) => candidate.to === to);
  if (!email)
    throw new Error(`no email to ${to}; outbox: ${ctx.outbox.map((item) => item.to).join(', ')}`);
  return email;
}

/** The single-use token in the newest emailed link to this address, and the link itself. */
export function emailedLink(ctx: TestContext, to: string): { url: URL; token: string } {
  const link = lastEmailTo(ctx, to).links[0];
  if (!link) throw new Error(`the email to ${to} has no link`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '' };
}
