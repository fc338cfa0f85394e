// The repository's one front-end Jest setup: swc, a jsdom with the browser APIs our libraries
// touch, '@vg/shared' from source, a clean browser and no toast left over between tests.
module.exports = require('@vg/shared/jest-preset')(__dirname);
