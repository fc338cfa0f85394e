// Unit tests for the admin remote: TypeScript/TSX compiled by swc (React automatic runtime),
// run in jsdom. '@vg/shared' resolves to its source, as webpack resolves it, so a test renders
// the same kit and API client the page ships with.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  // jsdom has no Fetch API; shared's environment lends it Node's Response/Headers/Request so
  // tests can stub `fetch` with real answers.
  testEnvironment: path.join(__dirname, '../shared/test/jsdom-with-fetch-environment.js'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
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
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
