// The federation interface test every remote runs on its own build
// (`npm run test:remote-interface -w <remote>`).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const { remoteInterfaceProblemsOfBuild } = createRequire(import.meta.url)(
  './check-remote-interface.js',
);

/** Registers the test for `remote`, whose package folder holds the calling test file's `..`. */
export function testRemoteInterface(remote, testFileUrl) {
  test(`the ${remote} build exposes every page the host loads, for the host's interface major`, () => {
    const manifest = fileURLToPath(new URL('../dist/mf-manifest.json', testFileUrl));
    assert.deepEqual(remoteInterfaceProblemsOfBuild(remote, manifest), []);
  });
}
