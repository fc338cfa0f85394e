// Every package that must exist exactly once on a page. Subpaths are listed
// on their own: federation matches the request string, so 'react' does not
// cover 'react/jsx-runtime'.
const SINGLETON_PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  'styled-components': 'styled-components',
  '@vg/shared': '@vg/shared',
};

/** The `shared` option of ModuleFederationPlugin for one app. */
function singletonShared(appPackage) {
  const declared = { ...appPackage.devDependencies, ...appPackage.dependencies };
  return Object.fromEntries(
    Object.entries(SINGLETON_PACKAGES).map(([request, owner]) => {
      const range = declared[owner];
      if (!range) {
        throw new Error(`${appPackage.name} must declare ${owner} to share ${request}`);
      }
      return [
        request,
        {
          singleton: true,
          // A remote built against another major must not silently run on
          // the host's copy: the load fails and the host names the package.
          strictVersion: true,
          requiredVersion: owner === '@vg/shared' ? `^${range}` : range,
        },
      ];
    }),
  );
}

module.exports = { SINGLETON_PACKAGES, singletonShared };
