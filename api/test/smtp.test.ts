import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

/** Just enough of an SMTP server to receive what nodemailer sends (no TLS, no auth). */
async function startFakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let lineEnd;
      while ((lineEnd = buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP_URL', () => {
  it('sends account emails through the SMTP server instead of the outbox', async () => {
    const ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          email: 'smtp@example.test',
          username: 'smtp_user',
          password: 'a fine long passphrase',
        },
      });
      expect(res.statusCode).toBe(201);
      await expect.poll(() => smtp.received.length).toBe(1);
      expect(smtp.received[0]).toContain('Subject: Confirm your email address');
      expect(smtp.received[0]).toContain('To: smtp@example.test');
      expect(ctx.outbox).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
