import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from './cache-policy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * A small production static server.
 * - `mounts`: URL prefix -> folder (longest prefix wins), e.g. {'/': dist}.
 * - `spaFallback`: unknown paths answer index.html (the host), else 404 (remotes).
 * - `corsOrigin`: answer CORS for that origin (remotes are fetched by the host).
 * - `routes`: exact path -> handler(req, res) for generated answers (remotes.json).
 * - `proxy`: {prefix, targets, readyPath} forwards requests (the host's /api/) to one of several
 *   API processes in turn, and to the next when one cannot be reached (see forward()). With
 *   `readyPath`, each target's readiness is asked twice a second and a target that is not ready
 *   (draining before a restart) is tried last.
 * - `headers`: extra headers on every answer, or a function returning them (the host's CSP
 *   follows the registry, which can change while the server runs).
 */
export function createStaticServer({
  mounts,
  spaFallback = false,
  corsOrigin,
  routes = {},
  proxy,
  headers = {},
}) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const upstreams = proxy && roundRobin(proxy.targets, proxy.readyPath);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const extra = typeof headers === 'function' ? headers() : headers;
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extra }))
      res.setHeader(name, value);
    if (corsOrigin) {
      res.setHeader('Access-Control-Allow-Origin', corsOrigin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
        res.writeHead(204).end();
        return;
      }
    }
    if (proxy && url.pathname.startsWith(proxy.prefix)) return forward(req, res, upstreams.order());
    const route = routes[url.pathname];
    if (route) return route(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(prefixes, mounts, decodeURIComponent(url.pathname));
    if (file) return sendFile(req, res, file);
    const index = mounts['/'] && path.join(mounts['/'], 'index.html');
    if (spaFallback && index && fs.existsSync(index)) return sendFile(req, res, index);
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  });
  server.on('close', () => upstreams?.stop());
  return server;
}

function resolveFile(prefixes, mounts, pathname) {
  for (const prefix of prefixes) {
    if (!pathname.startsWith(prefix)) continue;
    const root = mounts[prefix];
    const relative = pathname.slice(prefix.length).replace(/^\/+/, '');
    const candidate = path.join(root, relative || 'index.html');
    // Never leave the mounted folder.
    if (!candidate.startsWith(path.resolve(root))) return null;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sendFile(req, res, file) {
  const base = path.basename(file);
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(base));
  res.setHeader('Content-Length', fs.statSync(file).size);
  res.writeHead(200);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
// A body already read into the lost connection cannot be sent again.
const hasBody = (req) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

const READY_POLL_MS = 500;

/**
 * Each call answers every target once, starting from the next one in turn; targets that last said
 * they are not ready come after those that are (all are still tried: better late than a 502).
 */
function roundRobin(targets, readyPath) {
  let next = 0;
  const notReady = new Set();
  const poll =
    readyPath && targets.length > 1
      ? setInterval(() => {
          for (const target of targets)
            fetch(new URL(readyPath, target), { signal: AbortSignal.timeout(READY_POLL_MS) })
              .then((answer) => (answer.ok ? notReady.delete(target) : notReady.add(target)))
              .catch(() => notReady.add(target));
        }, READY_POLL_MS).unref()
      : null;
  return {
    order() {
      const start = next++ % targets.length;
      const turn = [...targets.slice(start), ...targets.slice(0, start)];
      return [...turn.filter((t) => !notReady.has(t)), ...turn.filter((t) => notReady.has(t))];
    },
    stop: () => clearInterval(poll),
  };
}

/**
 * Forwards a request to the first target that accepts the connection. Each request gets a new
 * connection, and its body is read only once one is open: a target that refuses (stopped, or
 * draining after SIGTERM, docs/operations.md) has seen nothing of the request, so trying the next
 * is safe even for a write. A connection dropped before any answer is tried elsewhere only for a
 * request that may be repeated and has no body (a read, a DELETE), as nginx does: a write might
 * have been done.
 */
function forward(req, res, [target, ...fallbacks]) {
  const upstream = new URL(req.url ?? '/', target);
  let connected = false;
  const proxied = http.request(
    upstream,
    {
      method: req.method,
      agent: false,
      headers: { ...req.headers, host: upstream.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  proxied.on('socket', (socket) =>
    socket.once('connect', () => {
      connected = true;
      req.pipe(proxied);
    }),
  );
  proxied.on('error', () => {
    const repeatable = !connected || (REPEATABLE.has(req.method ?? '') && !hasBody(req));
    if (repeatable && !res.headersSent && fallbacks.length > 0) return forward(req, res, fallbacks);
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The API is not reachable' } }));
    } else res.end();
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
