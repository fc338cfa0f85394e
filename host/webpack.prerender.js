// The host's own public pages rendered to HTML at build time (docs/adr/0012): the app's code is
// bundled for Node (no federation: React and the rest come from node_modules), run once per
// production build, and each page written to dist/pages/ with a manifest the servers read.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { buildGlobals, swcRule, writeFileWithCopies } = require('@vg/shared/federation');

const PRERENDER_DIR = path.join(__dirname, '.cache/prerender');
/** The origin the canonical and Open Graph addresses name; the API's PUBLIC_ORIGIN likewise. */
const publicOrigin = () => process.env.PUBLIC_ORIGIN || 'http://localhost:8080';

class PrerenderPagesPlugin {
  constructor(distDir) {
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrerenderPagesPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(PRERENDER_DIR, 'index.js');
      delete require.cache[bundle];
      const { PRERENDERED_PAGES, prerenderedDocument } = require(bundle);
      const template = fs.readFileSync(path.join(this.distDir, 'index.html'), 'utf8');
      const pagesDir = path.join(this.distDir, 'pages');
      fs.rmSync(pagesDir, { recursive: true, force: true });
      fs.mkdirSync(pagesDir, { recursive: true });
      const manifest = { pages: {}, notFound: null };
      const hash = crypto.createHash('sha256');
      for (const page of PRERENDERED_PAGES) {
        const { markup, styleTags } = renderInItsOwnProcess(bundle, page.path);
        const html = prerenderedDocument(template, {
          page,
          markup,
          styleTags,
          publicOrigin: publicOrigin(),
        });
        writeFileWithCopies(path.join(pagesDir, page.file), html);
        hash.update(html);
        if (page.path === null) manifest.notFound = `pages/${page.file}`;
        else manifest.pages[page.path] = `pages/${page.file}`;
      }
      fs.writeFileSync(path.join(pagesDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
      addPagesToShell(path.join(this.distDir, 'asset-manifest.json'), manifest, hash);
    });
  }
}

/**
 * Each page in a fresh Node process, as each is a fresh page load in the browser:
 * styled-components names a component's class after how many were created before it, so the
 * modules must be evaluated in the order the browser evaluates them for that page (the shell,
 * then that page's own lazy chunk, and no other page's), or the classes would not match at
 * hydration.
 */
function renderInItsOwnProcess(bundle, pagePath) {
  // It exits once written: the page's queries leave timers behind (the cache keeps an answer
  // for minutes), which would otherwise keep the process alive.
  const script = `require(${JSON.stringify(bundle)}).renderPage(${JSON.stringify(pagePath)})
    .then((page) => process.stdout.write(JSON.stringify(page), () => process.exit(0)))
    .catch((error) => { console.error(error); process.exit(1); });`;
  const output = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.toString('utf8'));
}

/**
 * The service worker precaches the prerendered pages with the scripts, and its version follows
 * all of it (webpack.sw.js): a release that changes only a page's text is still a new worker,
 * so the update prompt appears and the old pages are never shown after it.
 */
function addPagesToShell(assetManifestFile, manifest, hash) {
  const assets = JSON.parse(fs.readFileSync(assetManifestFile, 'utf8'));
  const shell = [...new Set([...assets.shell, ...Object.keys(manifest.pages)])];
  hash.update(JSON.stringify(shell));
  const version = hash.digest('hex').slice(0, 16);
  writeFileWithCopies(assetManifestFile, JSON.stringify({ ...assets, shell, version }));
}

function prerenderConfig(distDir) {
  const appPackage = require('./package.json');
  return {
    name: 'prerender',
    // After the host: it fills the host's index.html.
    dependencies: ['host'],
    mode: 'production',
    target: 'node22',
    context: __dirname,
    entry: { index: './src/prerender/index.ts' },
    devtool: false,
    output: {
      path: PRERENDER_DIR,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      conditionNames: ['vg-source', '...'],
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    // Packages come from node_modules at run time (one React for react-dom/server and the app);
    // the workspace packages (@vg/*) are TypeScript source and are bundled.
    externals: [
      ({ request }, callback) =>
        /^(?![./]|@vg\/)[@a-z]/i.test(request ?? '')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: { rules: [swcRule()] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      buildGlobals('host', appPackage),
      // The app loads its secondary pages lazily; here they are simply part of the bundle.
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
      new PrerenderPagesPlugin(distDir),
    ],
  };
}

module.exports = { prerenderConfig };
