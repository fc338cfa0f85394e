// Proves each import rule of eslint.config.mjs fires, with the real config: a feature importing
// another feature, the shared layer importing a feature, a cycle, a remote importing another remote,
// and a page composing features (allowed, so the rules are not simply refusing everything).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids of the problems in `code`, linted as if it were the file at `filePath`. */
async function rulesBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

/** A real source file of feature `feature` in `remote`, as an import path from `fromDir`. */
function importPathInto(remote, feature, fromDir) {
  const dir = path.join(root, remote, 'src', 'features', feature);
  const file = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  assert.ok(file, `a source file in ${remote}/src/features/${feature}`);
  const target = path.join(dir, file).replace(/\.tsx?$/, '');
  return path.relative(path.join(root, fromDir), target).split(path.sep).join('/');
}

const featuresOf = (remote) =>
  fs
    .readdirSync(path.join(root, remote, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const remotes = ['remote-garage', 'remote-community', 'remote-account', 'remote-admin'];

for (const remote of remotes) {
  test(`${remote}: a feature importing another feature is refused`, async (t) => {
    const [first, second] = featuresOf(remote);
    if (!second) return t.skip('one feature only');
    const fromDir = `${remote}/src/features/${first}`;
    const code = `import * as other from '${importPathInto(remote, second, fromDir)}';\nexport const used = other;\n`;
    assert.ok(
      (await rulesBroken(`${fromDir}/fixture.ts`, code)).includes('import-x/no-restricted-paths'),
    );
  });

  test(`${remote}: the shared layer importing a feature is refused, a page composing it is not`, async () => {
    const [feature] = featuresOf(remote);
    const lower = `${remote}/src/lib`;
    const page = `${remote}/src/exposed`;
    const from = (dir) =>
      `import * as feature from '${importPathInto(remote, feature, dir)}';\nexport const used = feature;\n`;
    assert.ok(
      (await rulesBroken(`${lower}/fixture.ts`, from(lower))).includes(
        'import-x/no-restricted-paths',
      ),
    );
    assert.deepEqual(await rulesBroken(`${page}/fixture.ts`, from(page)), []);
  });

  test(`${remote}: importing another remote is refused`, async () => {
    const other = remotes.find((name) => name !== remote);
    const code = `import * as other from '../../../${other}/src/index';\nexport const used = other;\n`;
    assert.ok(
      (await rulesBroken(`${remote}/src/lib/fixture.ts`, code)).includes('no-restricted-imports'),
    );
  });
}

test('an import cycle is refused', async () => {
  const linter = new ESLint({ cwd: root, ignore: false });
  const results = await linter.lintFiles(['scripts/lint/fixtures/cycle/*.ts']);
  const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
  assert.ok(rules.includes('import-x/no-cycle'), `rules broken: ${rules.join(', ')}`);
});

test('the API: db/ and jobs/ importing a feature is refused, a feature importing db/ is not', async () => {
  const intoFeature = `import { garageMigrations } from '../features/garage/migrations/index.js';\nexport const used = garageMigrations;\n`;
  for (const dir of ['api/src/db', 'api/src/jobs'])
    assert.ok(
      (await rulesBroken(`${dir}/fixture.ts`, intoFeature)).includes('no-restricted-imports'),
      dir,
    );
  const intoDb = `import { sql } from 'kysely';\nimport type { Db } from '../../db/database.js';\nexport const used = (db: Db) => sql\`select 1\`.execute(db);\n`;
  assert.deepEqual(await rulesBroken('api/src/features/health/fixture.ts', intoDb), []);
});

test('the contract: its rules importing a schema are refused', async () => {
  const code = `import type { PublicVehicle } from '../garage/vehicles.js';\nexport type Used = PublicVehicle;\n`;
  assert.ok(
    (await rulesBroken('contract/src/rules/fixture.ts', code)).includes('no-restricted-imports'),
  );
});
