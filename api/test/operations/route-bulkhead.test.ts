import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installRouteBulkhead } from '../../src/http/route-bulkhead.js';

// A route held up (its statements waiting on a lock) fills its own lane; others are not kept waiting.
function appWithHeldRoute(limit: number) {
  const app = Fastify();
  installRouteBulkhead(app, limit);
  const held: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  app.post('/held', async () => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => held.push(resolve));
    running -= 1;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  return { app, held, mostAtOnce: () => mostAtOnce, running: () => running };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('route bulkhead', () => {
  it('runs at most `limit` requests of one route at once, the rest in turn, others at once', async () => {
    const { app, held, mostAtOnce, running } = appWithHeldRoute(2);
    close = () => app.close();
    const slow = Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/held' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running()).toBe(2);

    const quick = await app.inject({ method: 'GET', url: '/quick' });
    expect(quick.json()).toEqual({ quick: true });

    // Each release lets exactly one waiting request in.
    while (held.length > 0 || running() > 0) {
      held.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answers = await Promise.all(slow);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(mostAtOnce()).toBe(2);
  });

  it('gets back the place of a request whose client left while it waited', async () => {
    const { app, held, running } = appWithHeldRoute(1);
    close = () => app.close();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = () => {
      const req = httpRequest(`${origin}/held`, { method: 'POST' });
      req.on('error', () => undefined);
      req.end();
      return req;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    post();
    await settle();
    expect(running()).toBe(1);
    // Waits behind the first, then its client gives up (a load generator's deadline, a closed tab).
    post().destroy();
    await settle();
    held.shift()?.();
    await settle();
    // Nobody is left to answer: the handler does not run for it, and its place is free.
    expect(held).toHaveLength(0);
    expect(running()).toBe(0);
    const third = post();
    const answered = new Promise<number>((resolve) =>
      third.on('response', (res) => resolve(res.statusCode ?? 0)),
    );
    await settle();
    expect(running()).toBe(1);
    held.shift()?.();
    expect(await answered).toBe(200);
  });

  it('gets back the place of a request whose client left while its handler ran', async () => {
    const { app, held, running } = appWithHeldRoute(1);
    close = () => app.close();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    // A body Fastify reads to its end before the handler: Node then never marks the request as
    // aborted, and the answer to a closed connection never finishes.
    const post = () => {
      const req = httpRequest(`${origin}/held`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('error', () => undefined);
      req.end(JSON.stringify({ odometer: 1 }));
      return req;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const left = post();
    await settle();
    expect(running()).toBe(1);
    left.destroy();
    await settle();
    held.shift()?.();
    await settle();
    expect(running()).toBe(0);
    // The next request runs: the place was handed back although nobody got the answer.
    const next = post();
    const answered = new Promise<number>((resolve) =>
      next.on('response', (res) => resolve(res.statusCode ?? 0)),
    );
    await settle();
    expect(running()).toBe(1);
    held.shift()?.();
    expect(await answered).toBe(200);
  });
});
