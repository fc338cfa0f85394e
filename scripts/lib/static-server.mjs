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
 * - `proxy`: {prefix, target} forwards requests (the host's /api/).
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

  return http.createServer((req, res) => {
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
    if (proxy && url.pathname.startsWith(proxy.prefix)) return forward(req, res, proxy.target);
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

function forward(req, res, target) {
  const upstream = new URL(req.url ?? '/', target);
  const proxied = http.request(
    upstream,
    {
      method: req.method,
      headers: { ...req.headers, host: upstream.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  proxied.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The API is not reachable' } }));
    } else res.end();
  });
  req.pipe(proxied);
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
