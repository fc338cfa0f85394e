// The host's own pages rendered at build time (host/webpack.prerender.js, docs/adr/0012): which
// file answers which exact path, from the build's dist/pages/manifest.json. Read again whenever
// the build changes, so a server that outlives a rebuild serves the new pages.
import fs from 'node:fs';
import path from 'node:path';

const manifests = new Map();

function manifestOf(dist) {
  const file = path.join(dist, 'pages/manifest.json');
  let stamp;
  try {
    stamp = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = manifests.get(dist);
  if (known?.stamp === stamp) return known.manifest;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  manifests.set(dist, { stamp, manifest });
  return manifest;
}

/** The prerendered page for exactly this path, as a file in `dist`, or null. */
export function prerenderedPageFile(dist, pathname) {
  const page = manifestOf(dist)?.pages?.[pathname];
  return page ? path.join(dist, page) : null;
}
