// The repository's one front-end Jest setup (swc, jsdom with the browser APIs our libraries
// touch, '@vg/shared' from source), plus this remote's own per-test reset.
module.exports = require('../shared/test/jest-preset')(__dirname, {
  setupFilesAfterEnv: [require.resolve('../shared/test/setup-tests.ts'), '<rootDir>/test/setup-tests.ts'],
});
