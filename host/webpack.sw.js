// Build pieces for the service worker: the worker itself, and the list of
// shell files it precaches so the app can start offline.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

class AssetManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // Every script of the host (not the remotes'): the shell must start offline. The plain
          // shell (/index.html) starts any route; the prerendered pages join the list once
          // rendered (webpack.prerender.js).
          const files = Object.keys(compilation.assets).filter((file) => file.endsWith('.js'));
          const shell = ['/index.html', ...files.map((file) => `/${file}`)];
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset('asset-manifest.json', new RawSource(JSON.stringify({ shell })));
        },
      );
    });
  }
}

/**
 * The worker's version: the one the prerender wrote into asset-manifest.json (every script and
 * page of the build), else the list of scripts. A browser installs a new worker only when sw.js
 * changes, so without this a release would never reach the update prompt.
 */
function shellVersion(outputPath) {
  const file = path.join(outputPath, 'asset-manifest.json');
  if (!fs.existsSync(file)) return 'development';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (
    manifest.version ??
    require('node:crypto')
      .createHash('sha256')
      .update(JSON.stringify(manifest.shell))
      .digest('hex')
      .slice(0, 16)
  );
}

function serviceWorkerConfig(outputPath, production) {
  return {
    name: 'service-worker',
    // After the host (its output.clean would otherwise delete sw.js) and its prerendered pages.
    dependencies: production ? ['host', 'prerender'] : ['host'],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    entry: { sw: path.join(__dirname, 'src/service-worker/sw.ts') },
    devtool: false,
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __VG_SHELL_VERSION__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(shellVersion(outputPath)),
          { fileDependencies: [path.join(outputPath, 'asset-manifest.json')] },
        ),
      }),
    ],
  };
}

module.exports = { AssetManifestPlugin, serviceWorkerConfig };
