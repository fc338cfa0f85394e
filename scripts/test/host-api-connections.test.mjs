// The host's proxy keeps its connections to the API and sends the next request on one already
// open (scripts/lib/static-server.mjs, API_CONNECTIONS): a new connection for every request cost
// more than many of the API's answers (docs/figures.md). A connection the API closes after its
// answer (as a draining API does) is not used again.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createStaticServer, listen } from '../lib/static-server.mjs';

const connections = { opened: 0 };
let closeAfterAnswer = false;
let api;
let host;
let hostUrl;

/** A stand-in API that counts the connections it accepts and echoes what it was sent. */
function standInApi(request, response) {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (closeAfterAnswer) response.setHeader('connection', 'close');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, url: request.url, body }));
  });
}

before(async () => {
  const server = createServer(standInApi);
  server.on('connection', () => (connections.opened += 1));
  api = await listen(server, 0);
  host = await listen(
    createStaticServer({
      mounts: {},
      proxy: { prefix: '/api/', targets: [`http://127.0.0.1:${api.address().port}`] },
    }),
    0,
  );
  hostUrl = `http://127.0.0.1:${host.address().port}`;
});
after(async () => {
  for (const server of [host, api])
    await new Promise((resolve) => server.close(resolve).closeAllConnections());
});

const call = async (path, init = {}) => {
  const response = await fetch(`${hostUrl}${path}`, {
    ...init,
    headers: { authorization: 'Bearer member', 'content-type': 'application/json' },
  });
  return { status: response.status, answer: await response.json() };
};

test('reads and writes one after another go to the API on one connection', async () => {
  const before = connections.opened;
  for (let i = 0; i < 5; i += 1) {
    assert.deepEqual(await call(`/api/v1/vehicles?page=${i}`), {
      status: 200,
      answer: { method: 'GET', url: `/api/v1/vehicles?page=${i}`, body: '' },
    });
    const record = JSON.stringify({ title: `Oil change ${i}` });
    assert.deepEqual(
      await call('/api/v1/vehicles/1/maintenance', { method: 'POST', body: record }),
      {
        status: 200,
        answer: { method: 'POST', url: '/api/v1/vehicles/1/maintenance', body: record },
      },
    );
  }
  assert.equal(connections.opened - before, 1, 'ten requests, connections opened at the API');
});

test('a connection the API closes after its answer is not used again', async () => {
  closeAfterAnswer = true;
  try {
    const before = connections.opened;
    for (let i = 0; i < 3; i += 1) {
      const record = JSON.stringify({ title: `Brake fluid ${i}` });
      const { status, answer } = await call('/api/v1/vehicles/1/maintenance', {
        method: 'POST',
        body: record,
      });
      assert.equal(status, 200);
      assert.equal(answer.body, record);
    }
    // The first went on the connection kept from the test before; each answer then closed its
    // connection, so the next two were sent on new ones.
    assert.equal(connections.opened - before, 2, 'connections opened at the API');
  } finally {
    closeAfterAnswer = false;
  }
});
