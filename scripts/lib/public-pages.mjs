// The pages the API renders as HTML for the host (docs/adr/0009-public-pages-rendered-by-the-api.md):
// a public or shared car, a keeper, the showcase, a sale dossier's verification (/verify/<code>),
// robots.txt and sitemap.xml, the sign-in and registration forms (they work before the app
// starts: docs/product.md#accounts), and a member's dashboard, garage and cars (docs/adr/0020). The native host
// server sends them to the API with this mapping; deploy/nginx/host.conf.template does the same.
const PAGE_PATH =
  /^\/(?:public\/[^/]+|public\/vehicle\/[^/]+|user\/[^/]+|verify\/[^/]+|showcase|sign-in|register|dashboard|vehicles|vehicles\/[^/]+|robots\.txt|sitemap\.xml)\/?$/;

/** Is this path one the API renders? */
export const isPublicPage = (pathname) => PAGE_PATH.test(pathname);

/** Where the API answers it: /public/x?id=y -> /api/v1/pages/public/x?id=y. */
export const publicPageUpstreamPath = (url) =>
  `/api/v1/pages${url.pathname.replace(/\/$/, '')}${url.search}`;
