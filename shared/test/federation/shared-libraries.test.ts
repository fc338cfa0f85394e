import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_LIBRARY_FILES } = require('../../federation/shared-singletons.js') as {
  SHARED_LIBRARY_FILES: RegExp;
};

const inNodeModules = (file: string) => path.join('/app', 'node_modules', file);
const exportList = (file: string) => path.join(__dirname, '../../federation', file);

describe("the host's one file of shared libraries", () => {
  it.each([
    'react/cjs/react.production.js',
    'react/jsx-runtime.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
    'react-router-dom/dist/index.js',
    'react-router/dist/index.js',
    '@remix-run/router/dist/router.js',
    '@tanstack/react-query/build/modern/index.js',
    '@tanstack/query-core/build/modern/query.js',
    'styled-components/dist/styled-components.browser.esm.js',
    'stylis/src/Parser.js',
  ])('holds %s, which every page starts with', (file) => {
    expect(SHARED_LIBRARY_FILES.test(inNodeModules(file))).toBe(true);
  });

  it.each(['component-router.mjs', 'query-exports.mjs', 'styled-exports.mjs'])(
    'holds the export list %s that stands in for its package',
    (file) => {
      expect(SHARED_LIBRARY_FILES.test(exportList(file))).toBe(true);
    },
  );

  it.each([
    '@tanstack/query-persist-client-core/build/modern/index.js',
    '@radix-ui/react-dialog/dist/index.mjs',
    'idb-keyval/dist/index.js',
    'react-remove-scroll/dist/es2015/index.js',
  ])('leaves out %s, which only some screens load later', (file) => {
    expect(SHARED_LIBRARY_FILES.test(inNodeModules(file))).toBe(false);
  });

  it('leaves out our own code, the shared kit included', () => {
    expect(SHARED_LIBRARY_FILES.test(path.join('/app', 'shared/src/index.ts'))).toBe(false);
    expect(SHARED_LIBRARY_FILES.test(exportList('index.js'))).toBe(false);
  });
});
