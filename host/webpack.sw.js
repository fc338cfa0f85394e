// Build pieces for the service worker: the worker itself, and the list of
// shell files it precaches so the app can start offline.
const path = require('node:path');

class AssetManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // Every script of the host (not the remotes'): the shell must start offline.
          const files = Object.keys(compilation.assets).filter((file) => file.endsWith('.js'));
          const shell = ['/', ...files.map((file) => `/${file}`)];
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset('asset-manifest.json', new RawSource(JSON.stringify({ shell })));
        },
      );
    });
  }
}

function serviceWorkerConfig(outputPath, production) {
  return {
    name: 'service-worker',
    // After the host: its output.clean would otherwise delete sw.js.
    dependencies: ['host'],
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
  };
}

module.exports = { AssetManifestPlugin, serviceWorkerConfig };
