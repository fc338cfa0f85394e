// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file a production build
// emits, at their highest levels, once, at build time. The servers send them as they are: the
// development server (scripts/lib/dev-server.mjs, through sirv) and nginx in the images
// (`gzip_static`). Sent uncompressed, a member's first visit moved about 600 KB of script
// (docs/figures.md).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Text that shrinks; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost (nginx's gzip_min_length). */
const MIN_BYTES = 1024;

/** The compressed copies to write beside a file named `name`: none for other kinds or small ones. */
function compressedCopies(name, content) {
  if (!COMPRESSIBLE.test(name) || content.length < MIN_BYTES) return [];
  const { constants } = zlib;
  const br = zlib.brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = zlib.gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  return [
    { name: `${name}.br`, content: br },
    { name: `${name}.gz`, content: gz },
  ];
}

/** Writes `file`, and its compressed copies beside it (for files a build writes after webpack's). */
function writeFileWithCopies(file, content) {
  const buffer = Buffer.from(content);
  fs.writeFileSync(file, buffer);
  for (const copy of compressedCopies(path.basename(file), buffer))
    fs.writeFileSync(path.join(path.dirname(file), copy.name), copy.content);
}

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          // Assets added after this stage (the federation manifest) are compressed too.
          additionalAssets: true,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets))
            for (const copy of compressedCopies(name, source.buffer()))
              compilation.emitAsset(copy.name, new sources.RawSource(copy.content));
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, writeFileWithCopies };
