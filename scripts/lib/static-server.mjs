import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { cacheControlFor } from './cache-policy.mjs';
import {
  acceptsEncoding,
  compressible,
  compressedWhole,
  gzipBytes,
  gzipHeaders,
  gzipStream,
  varyingOnEncoding,
  varyOnEncoding,
  wantsGzip,
} from './compressed-answers.mjs';
import { prerenderedPageFile } from './prerendered-pages.mjs';

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

// docs/security.md, T29: a year, for this origin and every subdomain.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Over TLS, or behind the TLS terminator that says so. A client claiming https over plain HTTP
 * gains nothing: browsers ignore the header there (RFC 6797, 8.1).
 */
const isHttps = (req) =>
  Boolean(req.socket?.encrypted) ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase() === 'https';

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
 * - `pages`: {match(pathname), path(url)} sends the pages the API renders (docs/adr/0009: public
 *   vehicle and keeper pages, the showcase, robots.txt, sitemap.xml) to the proxy's targets at
 *   path(url); the answer keeps this server's own security headers (its CSP names the remotes).
 *   With the API unreachable or failing, the app's index.html answers instead (it shows its own
 *   error states).
 * - `sharedCache`: keep the proxy's public answers (`public` with `s-maxage`) for that long, and
 *   answer them, and their 304s, from memory, as nginx's proxy_cache does in the image.
 * - `hsts`: Strict-Transport-Security on every answer given over HTTPS (production).
 *
 * A path that cannot be decoded answers 400, and no path reaches a file outside its mounted
 * folder (docs/security.md, T28): a bad address never stops the server.
 */
export function createStaticServer({
  mounts,
  spaFallback = false,
  corsOrigin,
  routes = {},
  proxy,
  headers = {},
  pages,
  sharedCache = false,
  hsts = false,
}) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const upstreams = proxy && roundRobin(proxy.targets, proxy.readyPath);
  const cache = sharedCache ? createSharedCache() : null;

  const handle = (req, res) => {
    const extra = typeof headers === 'function' ? headers() : headers;
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extra }))
      res.setHeader(name, value);
    if (hsts && isHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
    const target = parseTarget(req.url);
    if (!target) return badRequest(res);
    const { url, pathname } = target;
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
    if (proxy && url.pathname.startsWith(proxy.prefix))
      return proxyRequest(req, res, upstreams, cache, req.url ?? '/', []);
    const index = mounts['/'] && path.join(mounts['/'], 'index.html');
    if (proxy && pages?.match(url.pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
      const app = () => (index && fs.existsSync(index) ? sendFile(req, res, index) : notFound(res));
      const own = Object.keys({ ...SECURITY_HEADERS, ...extra });
      return proxyRequest(req, res, upstreams, cache, pages.path(url), own, app);
    }
    const route = routes[url.pathname];
    if (route) return route(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The host's own pages, rendered at build time, for their exact paths (docs/adr/0012).
    const page = spaFallback && mounts['/'] && prerenderedPageFile(mounts['/'], url.pathname);
    if (page) return sendFile(req, res, page);
    const file = resolveFile(prefixes, mounts, pathname);
    if (file) return sendFile(req, res, file);
    if (spaFallback && index && fs.existsSync(index)) return sendFile(req, res, index);
    notFound(res);
  };
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Whatever a request does, the server goes on serving the others.
      console.error(`${req.method} ${String(req.url).slice(0, 200)}: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error');
      else res.destroy();
    }
  });
  server.on('close', () => upstreams?.stop());
  return server;
}

/**
 * The request's address, and its path decoded; null when it is no origin-form path or does not
 * decode (a stray `%`, bytes that are not UTF-8, a NUL).
 */
function parseTarget(raw = '/') {
  if (!raw.startsWith('/')) return null;
  try {
    // Parsed on its own, not against a base: `//x` stays a path, never a host.
    const url = new URL(`http://localhost${raw}`);
    const pathname = decodeURIComponent(url.pathname);
    return pathname.includes('\0') ? null : { url, pathname };
  } catch {
    return null;
  }
}

function badRequest(res) {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Bad request');
}

function notFound(res) {
  res.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end('Not found');
}

function resolveFile(prefixes, mounts, pathname) {
  for (const prefix of prefixes) {
    if (!pathname.startsWith(prefix)) continue;
    const root = path.resolve(mounts[prefix]);
    const relative = pathname.slice(prefix.length).replace(/^\/+/, '');
    const candidate = path.resolve(root, relative || 'index.html');
    // Never leave the mounted folder, judged on whole path segments: `dist-secret` is not in `dist`.
    const inside = path.relative(root, candidate);
    if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
      return null;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sendFile(req, res, file) {
  const base = path.basename(file);
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(base));
  const copy = compressedCopy(req, res, file);
  if (copy) res.setHeader('Content-Encoding', copy.encoding);
  const sent = copy?.file ?? file;
  res.setHeader('Content-Length', fs.statSync(sent).size);
  res.writeHead(200);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(sent)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The copies a production build writes beside each text file (PrecompressPlugin), best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The compressed copy of `file` to send for this request, if the build wrote one and the client
 * takes its encoding. Where a copy exists the answer varies with Accept-Encoding, whichever is sent.
 */
function compressedCopy(req, res, file) {
  const present = ENCODINGS.filter(({ suffix }) => fs.existsSync(file + suffix));
  if (present.length === 0) return null;
  res.setHeader('Vary', varyingOnEncoding(res.getHeader('Vary')));
  const chosen = present.find(({ encoding }) =>
    acceptsEncoding(req.headers['accept-encoding'], encoding),
  );
  return chosen ? { encoding: chosen.encoding, file: file + chosen.suffix } : null;
}

// Connections to the API kept between requests: a new TCP connection per request cost the host and
// the API more than many of the API's answers do (docs/figures.md). An idle one is closed before the
// API's own keep-alive timeout would close it (Node reads the API's `Keep-Alive: timeout=` hint),
// so the API does not close one just as a request is sent on it; a draining API closes each one
// after its answer (`Connection: close`).
const API_CONNECTIONS = new http.Agent({ keepAlive: true, timeout: 30_000 });

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
 * A small shared cache in front of the API, the native twin of the image's proxy_cache: only
 * answers the API marks `public` with an `s-maxage`, only for requests without credentials, for
 * that many seconds. Private and signed-in answers (`private, no-store`) are never kept.
 */
function createSharedCache(maxEntries = 2000) {
  const entries = new Map();
  return {
    /** Address being fetched -> the readers waiting for it. */
    waiters: new Map(),
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt > Date.now()) return entry;
      entries.delete(key);
      return null;
    },
    /** How long an answer may be kept, in seconds; 0 when it may not. */
    keepFor(status, headers) {
      const control = String(headers['cache-control'] ?? '');
      const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/.exec(control)?.[1] ?? 0);
      if (!/(?:^|,)\s*public\b/.test(control) || headers['set-cookie']) return 0;
      return status === 200 || status === 404 ? seconds : 0;
    },
    store(key, status, headers, body, seconds) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
      const storedAt = Date.now();
      const entry = { status, headers, body, storedAt, expiresAt: storedAt + seconds * 1000 };
      entries.set(key, entry);
      return entry;
    },
  };
}

// Not passed on from the API: hop-by-hop headers, and HSTS, which this server decides (T29).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'strict-transport-security',
];
// Whatever the client says about the hops before us is dropped: this server faces clients, and
// names the one it saw (docs/security.md, T27).
const FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];
const cacheable = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.headers.authorization &&
  !req.headers.cookie;
const etagMatches = (req, etag) =>
  Boolean(etag) &&
  String(req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends a request to the API at `upstreamPath`, through the shared cache when there is one.
 * `ownHeaders`: headers this server set that the answer must not replace (a page's CSP).
 */
function proxyRequest(req, res, upstreams, cache, upstreamPath, ownHeaders, fallback) {
  // A reader who left while waiting for another's answer is not asked for.
  if (res.destroyed) return;
  const drop = new Set(ownHeaders.map((name) => name.toLowerCase()));
  // A rendered page is written in its reader's language (Vary: Accept-Language): one copy per
  // language asked, as nginx's proxy_cache keeps one per Vary'd value.
  const variant = fallback ? `\n${req.headers['accept-language'] ?? ''}` : '';
  const key = cache && cacheable(req) ? `${upstreamPath}${variant}` : null;
  const hit = key && cache.lookup(key);
  if (hit) return sendKept(req, res, hit, drop);
  // Readers arriving while the same address is being fetched wait for that one answer (an
  // expired showcase read by a crowd costs the API one request, as with proxy_cache_lock).
  if (key && cache.waiters.has(key)) {
    cache.waiters.get(key).push(() => {
      const kept = cache.lookup(key);
      if (kept) sendKept(req, res, kept, drop);
      else proxyRequest(req, res, upstreams, null, upstreamPath, ownHeaders, fallback);
    });
    return;
  }
  if (key) cache.waiters.set(key, []);
  const release = () => {
    if (!key) return;
    const waiting = cache.waiters.get(key) ?? [];
    cache.waiters.delete(key);
    for (const resume of waiting) resume();
  };
  res.once('close', release);
  // Asked without a validator, so the answer can be kept whole (a 304 could not be).
  const headers = key ? { ...req.headers, 'if-none-match': undefined } : req.headers;
  const onAnswer = (answer) => {
    const status = answer.statusCode ?? 502;
    if (fallback && status >= 500) {
      answer.resume();
      return fallback();
    }
    const kept = Object.fromEntries(
      Object.entries(answer.headers).filter(
        ([name]) => !drop.has(name) && !HOP_BY_HOP.includes(name),
      ),
    );
    const seconds = key && req.method === 'GET' ? cache.keepFor(status, kept) : 0;
    // Anything not kept (a stream, a private answer) passes straight through.
    if (!seconds) {
      const compress = compressible(status, kept);
      const headers = compress ? varyOnEncoding(kept) : kept;
      const gzip = compress && wantsGzip(req);
      if (gzip && compressedWhole(kept)) {
        readWhole(answer, res, (body) => {
          const gzipped = gzipBytes(body);
          res.writeHead(status, { ...gzipHeaders(headers), 'content-length': gzipped.length });
          res.end(gzipped);
        });
        return;
      }
      res.writeHead(status, gzip ? gzipHeaders(headers) : headers);
      // A live stream (text/event-stream: the notifications' SSE) goes on event by event: headers
      // at once, no Nagle delay, no idle timeout; pings keep it busy (docs/notifications.md).
      if (String(kept['content-type'] ?? '').startsWith('text/event-stream')) {
        res.flushHeaders();
        res.socket?.setNoDelay(true);
        res.socket?.setTimeout(0);
      }
      if (gzip) pipeline(answer, gzipStream(), res, () => {});
      else answer.pipe(res);
      return;
    }
    readWhole(answer, res, (body) => {
      delete kept['content-length'];
      const entry = cache.store(key, status, kept, body, seconds);
      release();
      sendKept(req, res, entry, drop);
    });
  };
  forward(req, res, upstreams.order(), upstreamPath, headers, onAnswer, fallback);
}

/** The answer's body once it has all arrived; the reader's connection is dropped if it breaks. */
function readWhole(answer, res, done) {
  const chunks = [];
  answer.on('data', (chunk) => chunks.push(chunk));
  answer.on('end', () => done(Buffer.concat(chunks)));
  answer.on('error', () => res.destroy());
}

/** A kept answer (its gzip copy made once, for the first reader who takes it), or 304. */
function sendKept(req, res, entry, drop) {
  // The headers are worked out once per kept answer (and per kind of route), not per reader.
  const dropKey = [...drop].join(',');
  entry.prepared ??= new Map();
  let prepared = entry.prepared.get(dropKey);
  if (!prepared) {
    let identity = { ...entry.headers };
    for (const name of drop) delete identity[name];
    const length = { 'content-length': String(entry.body.length) };
    const compress = compressible(entry.status, { ...identity, ...length });
    if (compress) identity = varyOnEncoding(identity);
    prepared = { identity, gzip: compress ? gzipHeaders(identity) : null };
    entry.prepared.set(dropKey, prepared);
  }
  const gzip = prepared.gzip !== null && wantsGzip(req);
  if (gzip) entry.gzipped ??= gzipBytes(entry.body);
  const headers = gzip ? prepared.gzip : prepared.identity;
  const body = gzip ? entry.gzipped : entry.body;
  res.setHeader('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
  if (entry.status === 200 && etagMatches(req, entry.headers.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.setHeader('content-length', body.length);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Forwards a request to the first target that accepts the connection. Connections to the API are
 * kept open and reused (API_CONNECTIONS), and a request's body is read only once its connection is
 * open: a target that refuses a new connection (stopped, or draining after SIGTERM,
 * docs/operations.md) has seen nothing of the request, so trying the next is safe even for a
 * write. A connection dropped before any answer (a kept one included) is tried elsewhere only for
 * a request that may be repeated and has no body (a read, a DELETE), as nginx does: a write might
 * have been done.
 */
function forward(req, res, [target, ...fallbacks], path, headers, onAnswer, unreachable) {
  if (res.destroyed) return;
  const upstream = new URL(path, target);
  let connected = false;
  const sent = Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !FORWARDING.includes(name),
    ),
  );
  const proxied = http.request(
    upstream,
    {
      method: req.method,
      agent: API_CONNECTIONS,
      headers: {
        ...sent,
        host: upstream.host,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http',
      },
    },
    onAnswer,
  );
  const send = () => {
    connected = true;
    req.pipe(proxied);
  };
  // A kept connection is open already; a new one is once it connects.
  proxied.on('socket', (socket) => (socket.connecting ? socket.once('connect', send) : send()));
  // A client that leaves, at any point (waiting for the answer, or reading it), cancels the
  // request at the API: a stream or a slow request would otherwise hold its slot there until it
  // ends by itself (docs/security.md, T30).
  let abandoned = false;
  const cancel = () => {
    if (res.writableFinished) return;
    abandoned = true;
    proxied.destroy();
  };
  res.once('close', cancel);
  proxied.once('close', () => res.off('close', cancel));
  proxied.on('error', () => {
    if (abandoned) return;
    const repeatable = !connected || (REPEATABLE.has(req.method ?? '') && !hasBody(req));
    if (repeatable && !res.headersSent && fallbacks.length > 0)
      return forward(req, res, fallbacks, path, headers, onAnswer, unreachable);
    if (!res.headersSent && unreachable) return unreachable();
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
