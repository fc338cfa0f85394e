// Each rule of scripts/lint/drift.mjs fires on a sample tree that breaks it, naming file and line,
// and a clean tree passes; the allow-list lets through what it names and no more.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { applyAllowList, findDrift, readAllowList } from './drift.mjs';

/** A throwaway git work tree with workspaces `app` and `kit`, holding `files` (path to text). */
function sampleTree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-'));
  const all = {
    'package.json': JSON.stringify({ workspaces: ['app', 'kit'] }),
    'README.md': '# Sample\n',
    'docs/adr/0001-packages.md': '# Packages\n',
    'kit/package.json': JSON.stringify({ name: '@vg/kit', exports: { '.': './src/index.ts' } }),
    'kit/src/index.ts': 'export const kit = 1;\n',
    '.gitignore': 'dist/\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const found = (root) => findDrift(root).map(({ file, line, rule }) => `${file}:${line}: ${rule}`);

test('a clean tree passes: package names, real files, other projects and URLs', () => {
  const root = sampleTree({
    'app/src/main.ts': [
      "import { kit } from '@vg/kit';",
      "import { local } from './local';",
      '// Packages meet by name (docs/adr/0001-packages.md, docs/adr/0001, README.md); upstream',
      '// lubelog #159 and https://github.com/example/project/issues/12 are not our tracker;',
      '// the built app/dist/main.js is ignored by git; colour #333 is no reference.',
      "const text = 'issue 24 in a string is a text, not a comment';",
      'export const used = [kit, local, text];',
      '',
    ].join('\n'),
    'app/src/local.ts': 'export const local = 2;\n',
    'docs/guide.md': 'Read kit/src/index.ts and ../elsewhere/x.ts; lubelog issue tracker #7.\n',
    'docs/deploy.md': 'The site is rendered from `deploy/site.conf.template`.\n',
    'deploy/site.conf.template': 'server {}\n',
  });
  assert.deepEqual(found(root), []);
});

test('issue-number: a comment naming a tracker entry, in its three spellings', () => {
  const root = sampleTree({
    'app/src/main.ts': [
      'export const a = 1; // what issue 24 asked',
      '/**',
      ' * As issues 9 and 10 measured (#12).',
      ' */',
      'export const b = 2;',
      '// #4: the three requests',
      '',
    ].join('\n'),
    'app/deploy.sh': '#!/bin/sh\n# see issue #7\necho ok\n',
  });
  assert.deepEqual(found(root), [
    'app/deploy.sh:2: issue-number',
    'app/src/main.ts:1: issue-number',
    'app/src/main.ts:3: issue-number',
    'app/src/main.ts:3: issue-number',
    'app/src/main.ts:6: issue-number',
  ]);
});

test('cross-package-import: a relative path from one package into another', () => {
  const root = sampleTree({
    'app/src/main.ts': [
      "import { kit } from '@vg/kit';",
      "import { twin } from '../../kit/src/index';",
      "export { other } from '../../kit/src/index';",
      "jest.mock('../../kit/src/index');",
      "const late = () => import('../../kit/src/index');",
      'export const used = [kit, twin, late];',
      '',
    ].join('\n'),
    'app/jest.config.js': "module.exports = require('../kit/src/index');\n",
  });
  assert.deepEqual(found(root), [
    'app/jest.config.js:1: cross-package-import',
    'app/src/main.ts:2: cross-package-import',
    'app/src/main.ts:3: cross-package-import',
    'app/src/main.ts:4: cross-package-import',
    'app/src/main.ts:5: cross-package-import',
  ]);
});

test('missing-file: a comment or document naming a file that is not there', () => {
  const root = sampleTree({
    'app/src/main.ts': [
      '// The queue of docs/adr/0009-job-queue.md, kept as ARCHITECTURE.md says;',
      '// scripts/lib/cache-policy.mjs holds the rule; docs/adr/0007 chose it.',
      'export const a = 1;',
      '',
    ].join('\n'),
    'docs/guide.md': '# Guide\n\nThe server is `scripts/lib/static-server.mjs`.\n',
    'deploy/site.conf': '# as deploy/nginx/host.conf has it\nserver {}\n',
  });
  assert.deepEqual(found(root), [
    'app/src/main.ts:1: missing-file',
    'app/src/main.ts:1: missing-file',
    'app/src/main.ts:2: missing-file',
    'app/src/main.ts:2: missing-file',
    'deploy/site.conf:1: missing-file',
    'docs/guide.md:3: missing-file',
  ]);
});

test('the allow-list lets through the file:rule pairs it names, and says which it no longer needs', () => {
  const root = sampleTree({
    'app/src/a.ts': '// issue 3 and docs/adr/0009\nexport const a = 1;\n',
    'app/src/b.ts': '// issue 4\nexport const b = 1;\n',
    'scripts/lint/drift-allow.txt': [
      '# until the owner has swept it',
      'app/src/a.ts:issue-number',
      'app/src/gone.ts:missing-file',
      '',
    ].join('\n'),
  });
  const allowed = readAllowList(path.join(root, 'scripts/lint/drift-allow.txt'));
  const { left, stale } = applyAllowList(findDrift(root), allowed);
  assert.deepEqual(
    left.map(({ file, line, rule }) => `${file}:${line}: ${rule}`),
    ['app/src/a.ts:1: missing-file', 'app/src/b.ts:1: issue-number'],
  );
  assert.deepEqual(stale, ['app/src/gone.ts:missing-file']);
});
