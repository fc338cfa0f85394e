// Unit tests for @vg/shared: TypeScript/TSX compiled by swc (React automatic runtime),
// run in jsdom so storage, XHR, events and React rendering behave like a browser.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/jsdom-with-fetch-environment.js',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/?(*.)test.[jt]s?(x)'],
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
