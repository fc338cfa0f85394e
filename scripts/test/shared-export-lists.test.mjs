// The packages the apps share through an export list of ours (docs/adr/0012: the router, React
// Query, styled-components) offer every name an app's code imports from them. A remote's
// production build takes these modules from the host and cannot check the names itself, so a name
// missing from a list would be `undefined` only at run time, in the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/stack.mjs';

const LISTS = {
  'react-router-dom': 'shared/federation/component-router.mjs',
  '@tanstack/react-query': 'shared/federation/query-exports.mjs',
  'styled-components': 'shared/federation/styled-exports.mjs',
};
const APP_SOURCES = [
  'host/src',
  'shared/src',
  ...['garage', 'community', 'account', 'admin'].map((name) => `remote-${name}/src`),
];

/** Bundled only for the build-time rendering (host/webpack.prerender.js), with the packages whole. */
const BUILD_TIME_ONLY = new Set([
  'host/src/prerender/index.ts',
  'host/src/prerender/render-page.tsx',
]);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // Tests run under Jest, outside federation; the build-time rendering bundles the packages.
    const app = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return app && !BUILD_TIME_ONLY.has(path.relative(ROOT, file)) ? [file] : [];
  });
}

/** The names a list module exports. */
function listed(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const names = [...text.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, body]) =>
    body.split(',').map((name) => name.trim()),
  );
  return new Set(names.filter(Boolean));
}

/** Every value name imported from `pkg` in `text` (`default` for a default import; no types). */
export function importedNames(text, pkg) {
  const names = [];
  const from = new RegExp(
    `import\\s+(?!type\\b)([^;]*?)\\s+from\\s+'${pkg.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  for (const [, clause] of text.matchAll(from)) {
    const [, defaultName, named] = /^([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?$/.exec(clause.trim()) ?? [];
    if (defaultName) names.push('default');
    for (const part of (named ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

test('reads default, named, renamed and type imports apart', () => {
  const text = `import styled, { css, keyframes as spin, type DefaultTheme } from 'styled-components';\nimport type { Query } from 'styled-components';`;
  assert.deepEqual(importedNames(text, 'styled-components'), ['default', 'css', 'keyframes']);
});

for (const [pkg, listFile] of Object.entries(LISTS)) {
  test(`every name the apps import from ${pkg} is in ${listFile}`, () => {
    const offered = listed(listFile);
    const used = new Map();
    for (const dir of APP_SOURCES)
      for (const file of sourceFiles(path.join(ROOT, dir)))
        for (const name of importedNames(fs.readFileSync(file, 'utf8'), pkg))
          used.set(name, path.relative(ROOT, file));
    assert.ok(used.size > 0, `no app imports ${pkg}: is the pattern right?`);
    const missing = [...used].filter(([name]) => !offered.has(name));
    assert.deepEqual(missing, [], `names ${listFile} does not export, and where they are used`);
  });
}
