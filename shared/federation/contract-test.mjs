// The contract test every remote runs on its own build (`npm run test:contract -w <remote>`).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const { contractProblemsOfBuild } = createRequire(import.meta.url)('./check-contract.js');

/** Registers the test for `remote`, whose package folder holds the calling test file's `..`. */
export function testRemoteContract(remote, testFileUrl) {
  test(`the ${remote} build exposes every page the host loads, for the host's contract major`, () => {
    const manifest = fileURLToPath(new URL('../dist/mf-manifest.json', testFileUrl));
    assert.deepEqual(contractProblemsOfBuild(remote, manifest), []);
  });
}
