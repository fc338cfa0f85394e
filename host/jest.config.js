// Unit tests for the host: TypeScript/TSX compiled by swc (React automatic runtime), run in
// jsdom. '@vg/shared' resolves to its source, as webpack resolves it, so a test renders the
// same kit and runtime the app ships rather than a stale build.
const { contractVersion } = require('../shared/src/contract/version.json');
const { version: appVersion } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  // jsdom, plus the Node globals it lacks (Fetch classes, TextEncoder); see the file.
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/?(*.)test.[jt]s?(x)'],
  moduleNameMapper: {
    '^@vg/shared$': '<rootDir>/../shared/src/index.ts',
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
  // What webpack's DefinePlugin bakes into the build (shared/federation), as the same values.
  globals: {
    __VG_CONTRACT_VERSION__: contractVersion,
    __VG_APP_NAME__: 'host',
    __VG_APP_VERSION__: appVersion,
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
