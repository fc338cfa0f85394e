import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import type { FastifyRequest } from 'fastify';
import { NOTIFICATION_STREAM_RETRY_MS } from '@vg/contract';
import { currentAuth } from '../../http/authenticate.js';
import { HttpError } from '../../http/errors.js';
import { leaveRouteBulkhead } from '../../http/route-bulkhead.js';
import { NotificationStreamHub } from './notification-stream-hub.js';
import { toNotification } from './notification-mapper.js';
import { OpenStreams } from './stream-limits.js';
import { unreadCountOf } from './unread-count.js';

/** At most this many missed notifications are replayed to a stream that resumes. */
const REPLAY_LIMIT = 50;

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

// fetch accepts any type unless told otherwise; EventSource asks for text/event-stream.
const acceptsEventStream = (request: FastifyRequest) =>
  /text\/event-stream|\*\/\*/.test(request.headers.accept ?? '');

/** Last-Event-ID is the stream order of the last notification received: digits only. */
function resumeFrom(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,19}$/.test(value) ? value : null;
}

/**
 * GET /api/v1/notifications/stream: Server-Sent Events for the signed-in member (the protocol is
 * documented with the contract, contract/src/notifications.ts). The bearer token is checked when
 * the stream opens (401 otherwise, by the member routes' hook) and again at every ping; the stream
 * ends once it is revoked or expired. Open streams are limited per member and per process
 * (stream-limits.ts) and hold no place in the route bulkhead (docs/security.md T39).
 */
export const notificationStreamRoute: FastifyPluginAsyncTypebox = async (app) => {
  const hub = new NotificationStreamHub(app.db, app.log);
  const streams = new OpenStreams({
    perMember: app.config.jobs.streamsPerMember,
    perProcess: app.config.jobs.streamsMax,
  });
  const open = new Set<() => void>();
  // Streams never end on their own: they are closed before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.route({
    ...fromTable(app, 'GET /notifications/stream'),
    handler: async (request, reply) => {
      const { user, tokenId } = currentAuth(request);
      if (!acceptsEventStream(request))
        throw new HttpError(406, 'This address answers text/event-stream only.');
      // Taken before the first await, so a burst of openings cannot all pass the count; given
      // back when the answer is done with, whether it failed, was refused or streamed.
      const giveBack = streams.take(user.id);
      reply.raw.once('close', giveBack);
      const token = bearer(request);
      const db = app.db;
      const lastSeqRow = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('stream_seq').as('seq'))
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      let lastSeq = resumeFrom(request) ?? String(lastSeqRow?.seq ?? '0');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and other proxies: pass each event on at once.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.socket?.setNoDelay(true);
      res.write(`retry: ${NOTIFICATION_STREAM_RETRY_MS}\n\n`);

      let ended = false;
      const write = (text: string) => {
        if (!ended) res.write(text);
      };
      const sendUnread = async () =>
        write(
          `event: unread\ndata: ${JSON.stringify({ count: await unreadCountOf(db, user.id) })}\n\n`,
        );
      const sendNew = async () => {
        const rows = await db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('stream_seq', '>', lastSeq)
          .orderBy('stream_seq')
          .limit(REPLAY_LIMIT)
          .execute();
        for (const row of rows) {
          lastSeq = String(row.stream_seq);
          write(
            `id: ${lastSeq}\nevent: notification\ndata: ${JSON.stringify(toNotification(row))}\n\n`,
          );
        }
      };
      // One signal at a time, in order; a burst of signals costs one look each.
      let queue: Promise<void> = Promise.resolve();
      const run = (task: () => Promise<void>) => {
        queue = queue.then(task).catch((error: unknown) => {
          request.log.warn({ err: error }, 'notification stream update failed');
        });
      };

      let unsubscribe: () => void = () => undefined;
      const timers: { ping?: NodeJS.Timeout } = {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timers.ping);
        unsubscribe();
        open.delete(end);
        giveBack();
        res.end();
      };
      open.add(end);
      res.on('close', end);

      const refresh = () => {
        run(async () => {
          await sendNew();
          await sendUnread();
        });
        return queue;
      };
      unsubscribe = await hub.subscribe(user.id, refresh);
      if (ended) {
        unsubscribe(); // the client left while the stream was being set up
        return;
      }
      // Listening now: what was made since the stream's starting point (the newest notification
      // when it opened, or Last-Event-ID) is sent first, then the count.
      await refresh();
      // Open: its place in the route's bulkhead goes to the next request. From here the stream
      // holds no connection while idle; its pings' token checks are batched with every other
      // request's (src/security/caller-lookup.ts).
      leaveRouteBulkhead(request);

      timers.ping = setInterval(() => {
        write(': ping\n\n');
        run(async () => {
          // The session must still be good: signed out elsewhere, expired or suspended ends it.
          const claims = await app.tokens.verify(token);
          const caller = claims?.tokenId === tokenId ? await app.callers.find(claims) : undefined;
          if (!caller || caller.suspended_at) end();
        });
      }, app.config.jobs.streamPingSeconds * 1000);
    },
  });
};
