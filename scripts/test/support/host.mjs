// What the host server's tests share: the host in front of a stand-in API, and an answer read raw.
import { request } from 'node:http';
import { isPublicPage, publicPageUpstreamPath } from '../../lib/public-pages.mjs';
import { createStaticServer, listen } from '../../lib/static-server.mjs';

/** The host as `npm start` runs it before the API at `api`: the proxy, the pages, the cache. */
export const hostInFrontOf = (api) =>
  listen(
    createStaticServer({
      mounts: {},
      proxy: { prefix: '/api/', targets: [`http://127.0.0.1:${api.address().port}`] },
      pages: { match: isPublicPage, path: publicPageUpstreamPath },
      sharedCache: true,
    }),
    0,
  );

/** One answer, raw: its headers and body bytes as sent (fetch would decode them). */
export function rawGet(server, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ port: server.address().port, path: pathname, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
