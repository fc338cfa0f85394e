// The API container restarted while a member keeps writing (through the host, on 127.0.0.1 only):
// every write either succeeds and is there afterwards, or fails visibly (a 5xx or a refused
// connection, counted and shown) and is sent again with the same Idempotency-Key until it succeeds,
// so nothing is lost and nothing is written twice. A bounded loop: WRITES writes, at most two at a
// time, each retried for at most RETRY_FOR_MS. Afterwards "Sign in with Google" must still work:
// the development provider shares the API's network (docker-compose.yml, api-network), and a restart
// of the API must not cut it off from the browser or from the API.
import { randomUUID } from 'node:crypto';
import { compose } from './shell.mjs';

const BASE = 'http://127.0.0.1:8080/api/v1';
const WRITES = 60;
const CONCURRENCY = 2;
const RESTART_AFTER = 10;
const RETRY_FOR_MS = 90_000;

/** `env` holds the base images compose:test chose (compose reads them on every call). */
export async function restartApiUnderLoad(env) {
  const token = await registerMember();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const names = Array.from({ length: WRITES }, (_, index) => `Load ${index + 1}`);
  const failures = [];
  let succeeded = 0;
  let restart;

  const write = async (model) => {
    const key = randomUUID();
    const deadline = Date.now() + RETRY_FOR_MS;
    for (;;) {
      const outcome = await fetch(`${BASE}/vehicles`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: JSON.stringify({ identifierKind: 'none', make: 'Restart', model }),
        signal: AbortSignal.timeout(20_000),
      }).then(
        (response) => response.status,
        (error) => `${error.cause?.code ?? error.name}`,
      );
      if (outcome === 201) break;
      failures.push({ model, outcome, at: Date.now() });
      if (typeof outcome === 'number' && outcome < 500 && outcome !== 409)
        throw new Error(`${model} was refused with ${outcome}: not a restart`);
      if (Date.now() > deadline) throw new Error(`${model} still failing after ${RETRY_FOR_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    succeeded += 1;
    if (succeeded === RESTART_AFTER && !restart) {
      console.log(`${succeeded} writes done: docker compose restart api`);
      restart = compose(['restart', 'api'], { env });
    }
  };

  const queue = [...names];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length) await write(queue.shift());
    }),
  );
  await restart;
  await compose(['up', '--detach', '--wait', '--no-build', '--no-recreate', 'api'], { env });

  const stored = await listModels(headers);
  const missing = names.filter((name) => !stored.includes(name));
  const twice = names.filter((name) => stored.filter((model) => model === name).length > 1);
  const kinds = {};
  for (const failure of failures) kinds[failure.outcome] = (kinds[failure.outcome] ?? 0) + 1;
  const window = failures.length ? failures.at(-1).at - failures[0].at : 0;
  console.log(
    `${WRITES} writes, ${failures.length} attempts failed visibly during the restart and were ` +
      `sent again with their Idempotency-Key` +
      (failures.length
        ? ` (${Object.entries(kinds)
            .map(([outcome, count]) => `${count} × ${outcome}`)
            .join(', ')}; first to last failure ${window} ms)`
        : ''),
  );
  if (!restart) throw new Error('the API was never restarted');
  if (missing.length || twice.length)
    throw new Error(
      `lost: ${missing.join(', ') || 'none'}; written twice: ${twice.join(', ') || 'none'}`,
    );
  console.log(`all ${WRITES} are stored once each`);
  await signInStillWorks();
}

// What a browser does on "Sign in with Google" after the restart: the API (a fresh process, which
// must reach the provider to discover it) sends it to the provider, whose page answers.
async function signInStillWorks() {
  const start = await fetch(`${BASE}/auth/google?login=${randomUUID().replaceAll('-', '')}`, {
    redirect: 'manual',
  });
  const location = start.headers.get('location') ?? '';
  if (start.status !== 302 || !location.startsWith('http://localhost:4400/'))
    throw new Error(
      `after the restart, Google sign-in sends the browser to ${location || start.status}`,
    );
  const page = await fetch(location.replace('//localhost:', '//127.0.0.1:'), {
    redirect: 'manual',
  });
  if (page.status >= 400) throw new Error(`after the restart, the provider answers ${page.status}`);
  console.log(`after the restart, Google sign-in still reaches the provider (${page.status})`);
}

async function registerMember() {
  const name = `load${Date.now().toString(36)}`;
  const response = await fetch(`${BASE}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@compose.vintage-garage.test`,
      username: name,
      password: 'correct horse battery staple',
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

async function listModels(headers) {
  const models = [];
  let cursor = '';
  for (;;) {
    const response = await fetch(`${BASE}/vehicles?limit=100${cursor && `&cursor=${cursor}`}`, {
      headers,
    });
    if (!response.ok) throw new Error(`list vehicles: ${response.status} ${await response.text()}`);
    const body = await response.json();
    models.push(...body.data.map((vehicle) => vehicle.model));
    const next = body.page?.nextCursor;
    if (!next) return models;
    cursor = encodeURIComponent(next);
  }
}
