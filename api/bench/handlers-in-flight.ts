// Route handlers still running. At its deadline autocannon drops its connections with requests in
// flight, but their handlers carry on: the next route must not be measured beside them, nor the
// database closed under them. Fastify publishes each handler's start and end on this tracing channel
// (end for a synchronous handler, asyncEnd once an async one settles), with its request and reply.
import { tracingChannel } from 'node:diagnostics_channel';
import { setTimeout as sleep } from 'node:timers/promises';

interface HandlerStore {
  async: boolean;
  reply: object;
}

const running = new Set<HandlerStore>();
tracingChannel<unknown, HandlerStore>('fastify.request.handler').subscribe({
  start: (store) => {
    running.add(store);
  },
  end: (store) => {
    if (!store.async) running.delete(store);
  },
  asyncStart: () => undefined,
  asyncEnd: (store) => {
    running.delete(store);
  },
  error: () => undefined,
});

/**
 * Fastify publishes no end for a handler that hijacked its reply: the live notification stream,
 * whose answer stays open (open-streams.ts). It is not waited for. Fastify keeps the flag under a
 * symbol of its own, not exported.
 */
function hijacked(reply: object): boolean {
  const flag = Object.getOwnPropertySymbols(reply).find(
    (symbol) => symbol.description === 'fastify.reply.hijacked',
  );
  return flag !== undefined && (reply as Record<symbol, unknown>)[flag] === true;
}

export async function handlersSettled(): Promise<void> {
  for (;;) {
    for (const store of running) if (hijacked(store.reply)) running.delete(store);
    if (running.size === 0) return;
    await sleep(10);
  }
}
