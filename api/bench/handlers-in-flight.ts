// Route handlers still running. At its deadline autocannon drops its connections with requests in
// flight, but their handlers carry on: the next route must not be measured beside them, nor the
// database closed under them. Fastify publishes each handler's start and end on this tracing channel
// (end for a synchronous handler, asyncEnd once an async one settles).
import { tracingChannel } from 'node:diagnostics_channel';
import { setTimeout as sleep } from 'node:timers/promises';

interface HandlerStore {
  async: boolean;
}

let running = 0;
tracingChannel<unknown, HandlerStore>('fastify.request.handler').subscribe({
  start: () => {
    running += 1;
  },
  end: (store) => {
    if (!store.async) running -= 1;
  },
  asyncStart: () => undefined,
  asyncEnd: () => {
    running -= 1;
  },
  error: () => undefined,
});

export async function handlersSettled(): Promise<void> {
  while (running > 0) await sleep(10);
}
