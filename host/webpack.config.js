// The host: the shared policy, the service worker, which is built on its own (no federation
// runtime inside a worker) under a stable name, and in production its own public pages rendered
// to HTML (webpack.prerender.js).
const path = require('node:path');
const { createAppConfig } = require('@vg/shared/federation');
const { AssetManifestPlugin, serviceWorkerConfig } = require('./webpack.sw');
const { prerenderConfig } = require('./webpack.prerender');
const { StartScriptPlugin } = require('./webpack.start');
const { ThemeScriptPlugin } = require('./webpack.theme');

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'host',
  extraPlugins: [new StartScriptPlugin(), new ThemeScriptPlugin(), new AssetManifestPlugin()],
});

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  // `--env dist=<folder>` builds elsewhere than dist/ (a trial build beside a running stack).
  const dist = env?.dist ? path.resolve(env.dist) : path.join(__dirname, 'dist');
  const app = appConfig(env, argv);
  return [
    { ...app, output: { ...app.output, path: dist } },
    ...(production ? [prerenderConfig(dist)] : []),
    serviceWorkerConfig(dist, production),
  ];
};
