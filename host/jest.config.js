module.exports = require('../shared/test/jest-preset')(__dirname, {
  setupFilesAfterEnv: [
    require.resolve('../shared/test/setup-tests.ts'),
    '<rootDir>/test/setup-tests.ts',
  ],
});
