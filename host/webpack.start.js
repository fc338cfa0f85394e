// The page's first script (src/start/start-app.js, docs/adr/0013): emitted under a hashed name
// (cached like every other script, precached by the service worker) and put in place of the app's
// own script tag, whose address it receives as data-app. The prerendered pages and the public
// pages the API renders are made from this index.html, so every page starts the same way.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify } = require('terser');

const NAME = 'StartScriptPlugin';
const SOURCE = path.join(__dirname, 'src/start/start-app.js');

class StartScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let file = null;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(SOURCE);
          const { code } = await minify(fs.readFileSync(SOURCE, 'utf8'), { ecma: 2017 });
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
          file = `start.${hash}.js`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const app = data.assetTags.scripts.find((tag) => tag.attributes.src);
        if (!app || !file) throw new Error(`${NAME}: no app script to start`);
        app.attributes['data-app'] = app.attributes.src;
        app.attributes.src = `${data.publicPath}${file}`;
        return data;
      });
    });
  }
}

module.exports = { StartScriptPlugin };
