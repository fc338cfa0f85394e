// The native stack's sites where nginx is not installed (scripts/lib/stack.mjs): deploy/nginx's
// rules for what a developer sees, and nothing of its serving (no cache, no balancer, no
// compression beyond the build's copies). Production serves through deploy/nginx.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyServer } from 'httpxy';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.mjs';
import { prerenderedPageFile } from './prerendered-pages.mjs';
import { isPublicPage, publicPageUpstreamPath } from './public-pages.mjs';

const DEPLOY = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));

// deploy/nginx/common-server.conf, then host.conf.template's and remote.conf.template's own.
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const HOST_HEADERS = {
  ...COMMON,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
const REMOTE_HEADERS = {
  ...COMMON,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Max-Age': '86400',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
// The host's page replaces these of a page the API rendered (host.conf.template, proxy_hide_header).
const PAGE_OWN_HEADERS = [...Object.keys(HOST_HEADERS), 'Content-Security-Policy'];
const CSP_TEMPLATE = fs
  .readFileSync(path.join(DEPLOY, 'content-security-policy.txt'), 'utf8')
  .trim();
const setAll = (res, headers) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

/** The host's policy: scripts and calls from itself, the registry's remotes and the override origins. */
export function contentSecurityPolicy(document) {
  const origins = new Set(
    Object.values(document)
      .filter((url) => /^https?:/.test(typeof url === 'string' ? url : ''))
      .map((url) => new URL(url).origin),
  );
  for (const origin of document.overrideOrigins ?? []) origins.add(origin);
  return CSP_TEMPLATE.replaceAll('${REMOTE_ORIGINS}', [...origins].join(' '));
}

/** Static files of `root` with deploy/nginx/cache-control.conf's policy; read anew on every request. */
const files = (root, options = {}) =>
  sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    ...options,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });

/** A path that does not decode (a bad escape, bytes that are not UTF-8) is a 400, as nginx says. */
const decodable = (handler) =>
  http.createServer((req, res) => {
    try {
      decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      return res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
    }
    handler(req, res);
  });

const notFound = (res) => () =>
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

/** root: the host's build; api: the API's origin; registry(): /remotes.json as it is now. */
export function hostDevServer({ root, api, registry }) {
  const proxy = createProxyServer({ target: api, agent: new http.Agent({ keepAlive: true }) });
  const app = files(root, { single: true });
  const serve = (req, res, pathname) => {
    // The host's own pages rendered at build time (docs/adr/0012), for their exact paths.
    const page = prerenderedPageFile(root, pathname);
    if (page) req.url = `/${path.relative(root, page)}`;
    app(req, res, notFound(res));
  };
  const serveApp = (req, res) => serve(req, res, (req.url = '/index.html'));
  proxy.on('proxyRes', (upstream, req, res) => {
    if (!req.vgPage) return;
    // A page the API cannot answer: the app answers, and shows its own states.
    if (upstream.statusCode >= 500) return (upstream.resume(), serveApp(req, res));
    for (const name of PAGE_OWN_HEADERS) delete upstream.headers[name.toLowerCase()];
    res.writeHead(upstream.statusCode, { ...upstream.headers, ...res.getHeaders() });
    upstream.pipe(res);
  });
  proxy.on('error', (_error, req, res) => {
    if (res.headersSent || !(res instanceof http.ServerResponse)) return res.destroy();
    if (req.vgPage) return serveApp(req, res);
    res.writeHead(502, { 'Content-Type': 'text/plain' }).end('The API is not reachable');
  });

  return decodable((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const document = registry();
    setAll(res, { ...HOST_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(document) });
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(JSON.stringify(document));
    }
    const page = isPublicPage(url.pathname);
    if (!page && !url.pathname.startsWith('/api/')) return serve(req, res, url.pathname);
    // As deploy/nginx/proxy-to-api.conf: the address this server saw, never one a client wrote
    // (docs/security.md, T27).
    delete req.headers.forwarded;
    Object.assign(req.headers, {
      'x-forwarded-for': req.socket.remoteAddress,
      'x-real-ip': req.socket.remoteAddress,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
    });
    if (page) {
      req.vgPage = true;
      req.url = publicPageUpstreamPath(url);
    }
    proxy.web(req, res, { selfHandleResponse: page }).catch(() => {});
  });
}

/** A remote's files (and releases) on its own origin, readable by the host's origin only. */
export function remoteDevServer({ root, releases, hostOrigin }) {
  const current = files(root);
  const released = releases && files(releases);
  return decodable((req, res) => {
    setAll(res, { ...REMOTE_HEADERS, 'Access-Control-Allow-Origin': hostOrigin });
    const asked = req.headers['access-control-request-headers'];
    if (asked) res.setHeader('Access-Control-Allow-Headers', asked);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (released && req.url?.startsWith('/releases/')) {
      req.url = req.url.slice('/releases'.length);
      return released(req, res, notFound(res));
    }
    current(req, res, notFound(res));
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
