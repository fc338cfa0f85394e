// Unit tests for the account remote: TypeScript/TSX compiled by swc (React automatic runtime),
// run in jsdom. '@vg/shared' resolves to its source, as webpack resolves it, so a page renders
// the same kit, session and API client it ships with; tests stub `fetch` only.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  // shared's environment lends jsdom Node's Response/Headers so stubbed fetches answer for real.
  testEnvironment: path.join(__dirname, '../shared/test/jsdom-with-fetch-environment.js'),
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
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
