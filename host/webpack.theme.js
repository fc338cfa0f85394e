// The theme's first script (docs/adr/0028-dark-theme-as-css-variables.md): THEME_SCRIPT from the
// contract, inline at the top of index.html's head, so <html data-theme> is set before the first
// paint of the app, of the prerendered pages and of every page the API renders into this shell.
// The Content-Security-Policy allows it by its hash (THEME_SCRIPT_HASH), which host/test checks
// against the built index.html. The contract's file has no imports: it is transpiled on its own.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'ThemeScriptPlugin';
const SOURCE = path.join(__dirname, '../contract/src/design-tokens/theme-choice.ts');

/** The contract's theme-choice module, as CommonJS run in a sandbox: { THEME_SCRIPT, … }. */
function themeChoice() {
  const { outputText } = ts.transpileModule(fs.readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports;
}

class ThemeScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: NAME },
          attributes: {},
          innerHTML: themeChoice().THEME_SCRIPT,
        });
        return data;
      });
    });
  }
}

module.exports = { ThemeScriptPlugin, themeChoice };
