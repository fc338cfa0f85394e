// The one webpack + Module Federation policy for the host and every remote.
// Each app's webpack.config.js is a few lines that call createAppConfig(); the
// shared singleton list, loaders, minifier and file names live only here.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  PACKAGE_FILE_ALIASES,
  SHARED_LIBRARY_FILES,
  singletonShared,
  SINGLETON_PACKAGES,
} = require('./shared-singletons');
const { APP_PORTS, remoteRegistryFor } = require('./ports');
const { ChunkCompositionPlugin } = require('./chunk-composition-plugin');
const { PrecompressPlugin, writeFileWithCopies } = require('./precompress-plugin');

// The federation interface's version (shared/src/remote-interface; not @vg/contract, the API's shapes).
const interfaceVersion =
  process.env.VG_REMOTE_INTERFACE_VERSION ||
  require('../src/remote-interface/version.json').interfaceVersion;

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (pass __dirname)
 * @param {'host'|'garage'|'community'|'account'|'admin'} options.name
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {Array<object>} [options.extraPlugins]
 * @returns {(env: object, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createAppConfig({ appDir, name, exposes, extraPlugins = [] }) {
  const isHost = name === 'host';
  const appPackage = require(path.join(appDir, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const port = APP_PORTS[name];
    // A remote's chunks resolve against the URL its remoteEntry.js came from,
    // so one build can be served from any origin or versioned folder.
    const publicPath = isHost ? '/' : 'auto';

    return {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // No eval in development either: a remote's dev build runs inside a deployed host, under its
      // content security policy (README, "Working on one remote").
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        uniqueName: `vg_${name}`,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // Workspace packages built for Node (@vg/contract) are bundled from their TypeScript
        // source, whose imports name the .js files tsc will write.
        conditionNames: ['vg-source', '...'],
        extensionAlias: { '.js': ['.ts', '.js'] },
        alias: { ...PACKAGE_FILE_ALIASES, ...(isHost ? runtimeProviderAlias() : {}) },
      },
      module: {
        rules: [swcRule()],
        // A name a module does not export is an error, not undefined at run time: the shared
        // router exports a chosen list (component-router.mjs).
        parser: { javascript: { exportsPresence: 'error' } },
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // Federation decides chunking for shared modules; keep webpack's own
        // vendor splitting out of the way of remoteEntry.js.
        splitChunks: isHost ? hostSplitChunks() : false,
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: isHost ? 'vg_host' : name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // The host is built with no remotes: it reads /remotes.json at start.
          remotes: {},
          shared: singletonShared(appPackage, process.env, { consumeOnly: !isHost && production }),
          shareStrategy: 'loaded-first',
          experiments: federationExperiments({ isHost, production }),
          manifest: {
            fileName: 'mf-manifest.json',
            // The interface version the build was made against, readable without running it: each
            // remote's interface test checks it (shared/federation/check-remote-interface.js).
            additionalData: ({ stats }) => {
              stats.metaData.buildInfo.interfaceVersion = interfaceVersion;
              return stats;
            },
          },
          dts: false,
        }),
        buildGlobals(name, appPackage),
        // The host always has a page; a remote has one only as a standalone
        // development harness.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: fs.existsSync(path.join(appDir, 'public/index.html'))
                  ? path.join(appDir, 'public/index.html')
                  : path.join(__dirname, 'index.html'),
                title: 'Vintage Garage',
                // The product's mark in the tab, on every page the shell carries (the prerendered
                // pages and the API's take this shell): without it each visit asked /favicon.ico
                // and logged a 404 in the console.
                favicon: path.join(__dirname, 'favicon.svg'),
                chunks: ['main'],
                // Absolute, so a deep link (/email/confirm) loads the app, whatever
                // the chunks' own publicPath ('auto' for remotes).
                publicPath: '/',
              }),
            ]
          : []),
        ...(production
          ? [
              new ChunkCompositionPlugin(path.join(appDir, '.cache/chunk-composition.json')),
              new PrecompressPlugin(),
            ]
          : []),
        ...extraPlugins,
      ],
      devServer: devServer({ name, port, isHost }),
    };
  };
}

/**
 * The host's start needs every shared library at once (React, React DOM, the router, React Query,
 * styled-components): in one file, not the dozen small ones federation would make (a chunk per
 * shared module, another per export list). Fewer requests behind one another on a phone's
 * connection, and fewer scripts to add and run as the app starts. Code of ours and libraries
 * loaded later (dialogs, the offline store) keep their own chunks.
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      sharedLibraries: {
        test: SHARED_LIBRARY_FILES,
        name: 'libraries',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  };
}

/**
 * One copy of the federation runtime per page (docs/adr/0012): the host bundles it and hands it
 * to every container it loads; a remote's production remoteEntry.js keeps only the small
 * webpack-specific part and reads the runtime core from the host
 * (`globalThis._FEDERATION_RUNTIME_CORE`). A remote's development build keeps its own copy, so its
 * standalone harness (which has no host) still starts. `target: 'web'` drops the runtime's
 * Node-only code paths from every browser build.
 */
function federationExperiments({ isHost, production }) {
  const optimization = { target: 'web' };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * provideExternalRuntime adds its runtime plugin by the path of its CommonJS build, which reaches
 * the runtime core through CommonJS files: a second copy of the core (20 KB gzip) beside the ES
 * module one the bundler runtime uses. Its ES module build imports the very same core.
 */
function runtimeProviderAlias() {
  const plugin = '@module-federation/inject-external-runtime-core-plugin';
  const commonJs = require.resolve(plugin);
  return { [commonJs]: path.join(path.dirname(commonJs), 'index.js') };
}

/** The build's constants every app's code reads (its name, release, remote interface version). */
function buildGlobals(name, appPackage) {
  return new webpack.DefinePlugin({
    __VG_REMOTE_INTERFACE_VERSION__: JSON.stringify(interfaceVersion),
    __VG_APP_NAME__: JSON.stringify(name),
    __VG_APP_VERSION__: JSON.stringify(process.env.VG_RELEASE_LABEL || appPackage.version),
    __VG_RELEASE_LABEL__: JSON.stringify(process.env.VG_RELEASE_LABEL || ''),
    'process.env.VG_API_BASE': JSON.stringify(process.env.VG_API_BASE || ''),
  });
}

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          // Always the production JSX runtime: a remote's dev build may run inside a deployed host
          // whose shared React is a production build, which has no working jsxDEV.
          transform: { react: { runtime: 'automatic', development: false } },
        },
      },
    },
  };
}

function devServer({ name, port, isHost }) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    client: { overlay: { warnings: false, errors: true } },
    // Remotes are fetched cross-origin by the host's runtime, and their live
    // reload socket is opened from the host's page.
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: isHost ? 'auto' : 'all',
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:4000' }],
    setupMiddlewares: (middlewares, server) => {
      // In development the host and the standalone harnesses read the
      // registry from the dev servers' own ports.
      server.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json(remoteRegistryFor(process.env, name));
      });
      return middlewares;
    },
  };
}

module.exports = {
  createAppConfig,
  writeFileWithCopies,
  buildGlobals,
  swcRule,
  SINGLETON_PACKAGES,
  APP_PORTS,
  remoteRegistryFor,
};
