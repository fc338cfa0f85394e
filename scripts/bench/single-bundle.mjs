// The comparison `npm run bench` prints (docs/figures.md): the same host and remote pages built as
// one ordinary webpack application, with no federation at all, so the price of federation on a
// route is measured rather than guessed. For comparison only: nothing serves this build.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { buildGlobals, swcRule } = require('../../shared/federation/index.js');
const { REMOTES } = require('../../shared/federation/ports.js');

/** Each remote's exposed modules, read from its webpack.config.js ('./page': './src/...'). */
function exposedModules(root) {
  const modules = {};
  for (const remote of REMOTES) {
    const dir = path.join(root, `remote-${remote}`);
    const config = fs.readFileSync(path.join(dir, 'webpack.config.js'), 'utf8');
    for (const [, name, file] of config.matchAll(/'\.\/([a-z-]+)':\s*'(\.\/src\/[^']+)'/g))
      modules[`${remote}/${name}`] = path.join(dir, file);
  }
  return modules;
}

/**
 * Stands in for @module-federation/enhanced/runtime: loadRemote('garage/vehicles-page') becomes
 * an ordinary lazy import of that module, split by webpack like any route of a single app.
 */
function writeStaticRemotes(file, modules) {
  const cases = Object.entries(modules)
    .map(
      ([key, module]) =>
        `    case ${JSON.stringify(key)}: return import(${JSON.stringify(module)});`,
    )
    .join('\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `export function registerRemotes() {}\nexport function loadRemote(key) {\n  switch (key) {\n${cases}\n    default: return Promise.resolve(undefined);\n  }\n}\n`,
  );
}

/** Builds it into `outDir`; resolves when done. */
export function buildSingleBundle(root, outDir) {
  const hostDir = path.join(root, 'host');
  const staticRemotes = path.join(root, 'node_modules/.cache/vg-bench/static-remotes.mjs');
  writeStaticRemotes(staticRemotes, exposedModules(root));
  const config = {
    mode: 'production',
    context: hostDir,
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      conditionNames: ['vg-source', '...'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      alias: { '@module-federation/enhanced/runtime$': staticRemotes },
    },
    module: { rules: [swcRule()] },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      buildGlobals('host', require(path.join(hostDir, 'package.json'))),
      new HtmlWebpackPlugin({
        template: path.join(root, 'shared/federation/index.html'),
        title: 'Vintage Garage',
        publicPath: '/',
      }),
    ],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) {
        reject(error ?? new Error(stats.toString({ all: false, errors: true })));
        return;
      }
      resolve(outDir);
    });
  });
}
