// Unit tests for the account remote: TypeScript/TSX compiled by swc (React automatic runtime),
// run in jsdom. '@vg/shared' resolves to its source, as webpack resolves it, so a page renders
// the same kit, session and API client it ships with; tests stub `fetch` only.
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's Fetch classes (stubbed answers) and the TextEncoder react-router needs.
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
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
