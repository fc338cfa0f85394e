// The cache rules of ARCHITECTURE.md, shared by the native servers (and
// mirrored by deploy/nginx for the images).
const NO_CACHE = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  'remotes.json',
  'index.html',
  'sw.js',
  'asset-manifest.json',
]);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/;

export function cacheControlFor(fileName) {
  if (fileName === 'remotes.json') return 'no-store';
  if (NO_CACHE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
