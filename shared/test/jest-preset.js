// The one Jest setup for every front-end package (shared, host, remotes):
// TypeScript/TSX through swc, a jsdom that has what browsers have, '@vg/shared'
// resolved to its source as webpack resolves it. An app's jest.config.js is
// `module.exports = require('@vg/shared/jest-preset')(__dirname);`; its tests' helpers are
// '@vg/shared/test-support' (and '/axe'), as shared/package.json exports them.
const path = require('node:path');

const sharedDir = path.join(__dirname, '..');
const repoRoot = path.join(sharedDir, '..');

/** @returns {import('jest').Config} */
module.exports = function createJestConfig(appDir, overrides = {}) {
  return {
    rootDir: appDir,
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch-environment.js'),
    testMatch: ['<rootDir>/{src,test}/**/?(*.)test.[jt]s?(x)'],
    moduleNameMapper: {
      '^@vg/shared$': path.join(sharedDir, 'src/index.ts'),
      '^@vg/shared/forms$': path.join(sharedDir, 'src/forms/index.ts'),
      '^@vg/shared/moderation$': path.join(sharedDir, 'src/moderation/index.ts'),
      // The contract from its source, as webpack bundles it; its imports name tsc's .js output.
      '^@vg/contract$': path.join(repoRoot, 'contract/src/index.ts'),
      '^@vg/contract/rules$': path.join(repoRoot, 'contract/src/rules/index.ts'),
      '^@vg/contract/i18n$': path.join(repoRoot, 'contract/src/i18n/index.ts'),
      '^@vg/contract/design-tokens$': path.join(repoRoot, 'contract/src/design-tokens/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // Jest ignores the package's "browser" field; the server build injects no global styles.
      '^styled-components$': path.join(
        repoRoot,
        'node_modules/styled-components/dist/styled-components.browser.cjs.js',
      ),
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // Packages published as ES modules only, compiled like our own code (Jest loads CommonJS).
    transformIgnorePatterns: ['/node_modules/(?!eventsource-parser/)'],
    // What webpack's DefinePlugin provides in the builds.
    globals: {
      __VG_REMOTE_INTERFACE_VERSION__: '1.0.0',
      __VG_APP_NAME__: 'test',
      __VG_APP_VERSION__: '0.0.0-test',
      __VG_RELEASE_LABEL__: '',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
};
