// The host: the shared policy plus the service worker, which is built on its
// own (no federation runtime inside a worker) under a stable name.
const path = require('node:path');
const { createAppConfig } = require('@vg/shared/federation');
const { AssetManifestPlugin, serviceWorkerConfig } = require('./webpack.sw');

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'host',
  extraPlugins: [new AssetManifestPlugin()],
});

module.exports = (env, argv) => [
  appConfig(env, argv),
  serviceWorkerConfig(path.join(__dirname, 'dist'), argv.mode !== 'development'),
];
