// The route table's files mirror the API's feature folders (contract/README.md): each file or
// folder of contract/src/routes is named as a folder of api/src/features, and each file inside one
// of its folders as a folder or file of that feature, so an entry is found where its route is served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OWN = new Set(['index.ts', 'route-spec.ts']);

/** The route-table files and folders under `routesDir` with no feature of that name in `featuresDir`. */
export function notMirrored(routesDir, featuresDir) {
  const exists = (...parts) => fs.existsSync(path.join(featuresDir, ...parts));
  const problems = [];
  for (const entry of fs.readdirSync(routesDir, { withFileTypes: true })) {
    if (OWN.has(entry.name)) continue;
    const name = entry.name.replace(/\.ts$/, '');
    if (!exists(name)) {
      problems.push(`${entry.name}: api/src/features has no ${name}/`);
      continue;
    }
    if (!entry.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(routesDir, entry.name))) {
      const part = file.replace(/\.ts$/, '');
      if (!OWN.has(file) && !exists(name, part) && !exists(name, `${part}.ts`)) {
        problems.push(`${entry.name}/${file}: api/src/features/${name} has no ${part}`);
      }
    }
  }
  return problems;
}

test('contract/src/routes mirrors api/src/features', () => {
  assert.deepEqual(
    notMirrored(path.join(root, 'contract/src/routes'), path.join(root, 'api/src/features')),
    [],
  );
});
