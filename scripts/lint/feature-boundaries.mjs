// The layers inside one front-end package (docs/adr/0006), as lint zones:
//   src/exposed, src/pages  the pages: compose features (and are all the host loads)
//   src/features/<name>     one capability each: imports no other feature and no page
//   everything else in src  the shared lower layer (entities, query keys, UI bits): no feature, no page
// A feature that needs another's piece is a sign the piece belongs in the lower layer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const foldersIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const PAGE_FOLDERS = ['exposed', 'pages'];

/** The zones of one package, in the form import-x/no-restricted-paths takes. */
export function zonesOf(app, basePath = root) {
  const src = `./${app}/src`;
  const features = foldersIn(path.join(basePath, app, 'src', 'features'));
  const pages = PAGE_FOLDERS.map((folder) => `${src}/${folder}`);
  // Every other folder of src, present or future (src/dev, the stand-alone harness, is exempt).
  const lower = `${src}/!(features|${PAGE_FOLDERS.join('|')}|dev)/**`;
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature imports no other feature: move what both need to the shared layer (src/lib), or compose them in a page.`,
    })),
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: pages,
      message: 'A feature imports no page: pages compose features, not the other way round.',
    })),
    {
      target: lower,
      from: [`${src}/features/**`, ...pages.map((page) => `${page}/**`)],
      message: 'The shared layer imports no feature and no page.',
    },
  ];
}

export const featureBoundaries = (apps) =>
  apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zonesOf(app), basePath: root }] },
  }));
