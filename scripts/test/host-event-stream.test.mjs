// The native host server passes the API's live notification stream (text/event-stream) through
// its /api/ proxy event by event, not buffered, and closes the API's side when the reader leaves
// (docs/notifications.md).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createStaticServer, listen } from '../lib/static-server.mjs';

let api;
let host;
let upstreamClosed;
const closed = new Promise((resolve) => (upstreamClosed = resolve));

before(async () => {
  api = await listen(
    createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write('retry: 3000\n\n');
      // The next event only after the first has reached the reader: a buffering proxy fails here.
      const timer = setTimeout(() => response.write('event: unread\ndata: {"count":1}\n\n'), 300);
      request.on('close', () => {
        clearTimeout(timer);
        upstreamClosed();
      });
    }),
    0,
  );
  host = await listen(
    createStaticServer({
      mounts: {},
      proxy: { prefix: '/api/', targets: [`http://127.0.0.1:${api.address().port}`] },
    }),
    0,
  );
});
after(() => {
  api.close();
  host.close();
});

test('each event arrives as the API writes it, and leaving closes the API side', async () => {
  const abort = new AbortController();
  const started = Date.now();
  const response = await fetch(
    `http://127.0.0.1:${host.address().port}/api/v1/notifications/stream`,
    { headers: { authorization: 'Bearer t' }, signal: abort.signal },
  );
  assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const first = await reader.read();
  assert.equal(first.value, 'retry: 3000\n\n');
  assert.ok(Date.now() - started < 300, 'the first event came before the second was written');
  const second = await reader.read();
  assert.equal(second.value, 'event: unread\ndata: {"count":1}\n\n');
  abort.abort();
  await closed;
});
