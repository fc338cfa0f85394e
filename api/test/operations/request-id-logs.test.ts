import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestApp } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

it('writes the request id the answer carries on every log line of that request', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // The test app's database and settings, with a logger whose lines the test reads.
  const base = await createTestApp();
  const app = await buildApp({
    config: base.config,
    db: base.db,
    mailer: { send: async () => {}, close: () => {} } as never,
    logger: pino({ level: 'info' }, sink),
  });
  try {
    const member = await createUser(base);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/vehicles/00000000-0000-4000-8000-000000000000',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(404);
    const requestId = res.headers['x-request-id'];
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    // "incoming request" and "request completed" at least, both with the id the caller got.
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.every((line) => line.reqId === requestId)).toBe(true);
  } finally {
    await app.close();
    await base.close();
  }
});
