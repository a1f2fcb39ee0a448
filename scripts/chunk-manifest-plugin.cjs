const path = require('node:path');
const fs = require('node:fs');

const root = path.join(__dirname, '..');

/** Where the chunk list of a build written to `outputPath` goes: beside the other measurements, one per output folder. */
function chunkManifestFile(outputPath) {
  const out = path.resolve(root, outputPath);
  const name = out === path.join(root, 'dist') ? 'chunks.json' : `chunks-${out.replace(/[^\w]+/g, '_')}.json`;
  return path.join(root, '.bench', name);
}

/** Writes which chunk holds what (see chunkManifestFile) so bench/size.mjs can name route chunks. */
class ChunkManifestPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkManifestPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        chunkModules: true,
        modules: false,
        ids: true,
      });
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        names: c.names,
        files: c.files,
        initial: c.initial,
        origins: [...new Set((c.origins || []).map((o) => o.request).filter(Boolean))],
        modules: (c.modules || [])
          .map((m) => ({ name: m.name, size: m.size }))
          .sort((a, b) => b.size - a.size)
          .slice(0, 40),
      }));
      const file = chunkManifestFile(stats.compilation.outputOptions.path);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ chunks }, null, 1));
    });
  }
}

module.exports = { ChunkManifestPlugin, chunkManifestFile };
