import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: notification emails carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface OutboxEmail extends EmailMessage {
  id: number;
  /** Every URL found in the text body, so tests and developers can follow them. */
  links: string[];
  sentAt: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /** The development outbox; null when mail goes out through SMTP. */
  readonly outbox: OutboxEmail[] | null;
  close(): void;
}

const OUTBOX_LIMIT = 200;

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  logger?: FastifyBaseLogger;
  /** Production has no outbox: it keeps emailed links, with their tokens, and logs them. */
  production?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }

  // loadConfig already refuses production without SMTP_URL (docs/security.md T25); this holds for
  // any other way a mailer is made.
  if (options.production)
    throw new Error(
      'SMTP_URL is required in production: the development outbox logs emailed links',
    );

  // Development: keep messages in memory (newest first) and print them, instead of sending.
  const outbox: OutboxEmail[] = [];
  let nextId = 1;
  return {
    outbox,
    send: async (message) => {
      const email: OutboxEmail = {
        ...message,
        id: nextId++,
        links: message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        sentAt: new Date().toISOString(),
      };
      outbox.unshift(email);
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
      options.logger?.info(
        { to: email.to, subject: email.subject, links: email.links },
        'email kept in the development outbox',
      );
    },
    close: () => undefined,
  };
}
