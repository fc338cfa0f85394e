const path = require('node:path');

// Every package that must exist exactly once on a page. Subpaths are listed
// on their own: federation matches the request string, so 'react' does not
// cover 'react/jsx-runtime'.
const SINGLETON_PACKAGES = {
  react: 'react',
  // Not 'react/jsx-dev-runtime': every build compiles JSX for the production runtime
  // (createAppConfig's swcRule), so no app ever asks for it.
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // The component router only (component-router.mjs); 'react-router' and '@remix-run/router' are
  // inside it, and no app imports them by name.
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  'styled-components': 'styled-components',
  // The words of every screen (docs/adr/0029): one IntlProvider's context, read by every remote.
  'react-intl': 'react-intl',
  '@vg/shared': '@vg/shared',
  // Not '@vg/shared/forms': the form kit holds no state of its own (it reaches the session and the
  // API client through '@vg/shared'), so each remote bundles it where its forms are, with no chunk
  // or share negotiation of its own, and the host, which has no form of the kit, never carries it.
  // Not the Radix packages: they come inside '@vg/shared', each widget fetched when first shown.
};

/** Shared requests provided from a module of ours rather than the package's own entry. */
const PROVIDED_FROM = {
  'react-router-dom': require.resolve('./component-router.mjs'),
  '@tanstack/react-query': require.resolve('./query-exports.mjs'),
  'styled-components': require.resolve('./styled-exports.mjs'),
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LIBRARY_PACKAGES = [
  ...new Set(Object.values(SINGLETON_PACKAGES).filter((owner) => owner !== '@vg/shared')),
  // What they are made of.
  'scheduler',
  'react-router',
  '@remix-run/router',
  '@tanstack/query-core',
  'stylis',
  'intl-messageformat',
  '@formatjs/intl',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/ecma402-abstract',
  '@formatjs/fast-memoize',
  '@formatjs/intl-localematcher',
  'hoist-non-react-statics',
];

/**
 * The files of the shared libraries (not @vg/shared): the packages named above, the packages they
 * are made of, and our export lists standing in for three of them. The host's start needs all of
 * them at once, so its build puts them in one file (createAppConfig's splitChunks).
 */
const SHARED_LIBRARY_FILES = new RegExp(
  [
    `/node_modules/(${LIBRARY_PACKAGES.map(escapeRegExp).join('|')})/`,
    ...Object.values(PROVIDED_FROM).map((file) => `^${escapeRegExp(file)}$`),
  ]
    .join('|')
    // Windows paths too.
    .replaceAll('/', String.raw`[\\/]`),
);

/**
 * The package files those modules name by path, which a package's `exports` may hide from a
 * bundler: resolved here, for every app's `resolve.alias`.
 */
const PACKAGE_FILE_ALIASES = {
  '@tanstack/react-query/build/modern/index.js$': path.join(
    path.dirname(require.resolve('@tanstack/react-query/package.json')),
    'build/modern/index.js',
  ),
};

/**
 * VG_SHARED_REQUIRE="react=^18.0.0,..." builds against other ranges than the
 * app declares: how a release rehearses (and the e2e suite proves) what the
 * host does with a remote whose singleton range it cannot meet.
 */
function rangeOverrides(env) {
  return Object.fromEntries(
    (env.VG_SHARED_REQUIRE ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => part.trim())),
  );
}

/**
 * The `shared` option of ModuleFederationPlugin for one app. With `consumeOnly` (a remote's
 * production build) the app brings no copy of its own: it takes each singleton from the host,
 * which always provides all of them, and its remoteEntry.js carries no provider table nor fallback
 * chunks (docs/adr/0012). The required ranges are still checked when the host hands a module over,
 * so a remote built against a range the host cannot meet is refused as before.
 */
function singletonShared(appPackage, env = process.env, { consumeOnly = false } = {}) {
  const declared = {
    ...appPackage.devDependencies,
    ...appPackage.dependencies,
    ...rangeOverrides(env),
  };
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
          ...(consumeOnly ? { import: false } : providedFrom(request, owner)),
        },
      ];
    }),
  );
}

/** A module of ours stands in for the package, under the package's own version. */
function providedFrom(request, owner) {
  const file = PROVIDED_FROM[request];
  if (!file) return {};
  return { import: file, version: require(`${owner}/package.json`).version };
}

module.exports = {
  PACKAGE_FILE_ALIASES,
  SHARED_LIBRARY_FILES,
  SINGLETON_PACKAGES,
  singletonShared,
};
