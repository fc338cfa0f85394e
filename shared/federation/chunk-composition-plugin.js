// Writes, next to (not inside) dist/, which share of each emitted script is
// Module Federation runtime, so `npm run bench` can say how much of a page's
// JavaScript is the price of federation.
const fs = require('node:fs');
const path = require('node:path');

const FEDERATION = /[\\/]node_modules[\\/]@module-federation[\\/]/;

class ChunkCompositionPlugin {
  constructor(outputFile) {
    this.outputFile = outputFile;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkCompositionPlugin', (stats) => {
      const { chunkGraph, chunks } = stats.compilation;
      const files = {};
      for (const chunk of chunks) {
        let total = 0;
        let federation = 0;
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const size = module.size();
          total += size;
          if (FEDERATION.test(module.nameForCondition() ?? '')) federation += size;
        }
        // Runtime modules the federation plugin adds are not NormalModules.
        for (const runtimeModule of chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
          const size = runtimeModule.size();
          total += size;
          if (/federation|sharing|remote/i.test(runtimeModule.name ?? '')) federation += size;
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js'))
            files[file] = { federationShare: total ? federation / total : 0 };
        }
      }
      fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
      fs.writeFileSync(this.outputFile, JSON.stringify({ files }, null, 2));
    });
  }
}

module.exports = { ChunkCompositionPlugin };
