// Unit tests for the garage remote: TSX compiled by swc, run in jsdom. '@vg/shared' resolves to
// its source, as webpack resolves it, so tests render the kit and runtime the remote ships.
/** @type {import('jest').Config} */
module.exports = {
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
