// The cache policy of deploy/nginx/cache-control.conf, for the development server
// (scripts/lib/dev-server.mjs): keyed on the path served, as nginx's map is on $uri.
const HASHED = /[./][0-9a-f]{8,32}\.[a-z0-9]+(\.map)?$/;

export function cacheControlFor(pathname) {
  // The registry must never be reused: it is how a remote release is switched.
  if (pathname === '/remotes.json') return 'no-store';
  // Content-hashed files never change under their name.
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
