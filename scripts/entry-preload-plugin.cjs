/**
 * The app's entry (every script of index.html but the early one) is downloaded at once but run by the early
 * script (src/earlyEntry.ts): its script tags become `<link rel=preload as=script>` in the head, in the same
 * order and with the same integrity and crossorigin (so the preloaded copy is the one that runs), and the list
 * goes into the #entry-files data block (never executed), which the early script turns into scripts once the
 * early shell's opening image is on screen. The early script itself stays a deferred script, asked for at
 * high priority because everything else now starts from it.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { dataBlockTag } = require('./early-hints-plugin.cjs');

const CARRIED = ['integrity', 'crossorigin'];

class EntryPreloadPlugin {
  /** @param {{ early: string }} options the entry whose scripts stay as they are */
  constructor(options) {
    this.early = options.early;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EntryPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('EntryPreloadPlugin', (data) => {
        const earlyFiles = new Set(compilation.entrypoints.get(this.early)?.getFiles() ?? []);
        const isEarly = (src) => earlyFiles.has(decodeURI(src.slice(data.publicPath.length).split('?')[0]));
        const entry = [];
        const bodyTags = [];
        for (const tag of data.bodyTags) {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string') bodyTags.push(tag);
          else if (isEarly(src)) bodyTags.push({ ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } });
          else entry.push(tag);
        }
        if (!entry.length) return data;
        const files = entry.map((tag) => {
          const file = { src: tag.attributes.src };
          for (const name of CARRIED) if (typeof tag.attributes[name] === 'string') file[name] = tag.attributes[name];
          return file;
        });
        for (const { src, ...carried } of files)
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', href: src, as: 'script', ...carried },
            meta: { plugin: 'EntryPreloadPlugin' },
          });
        // Before the early script, which reads it as soon as it runs.
        const first = bodyTags.findIndex((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        bodyTags.splice(first < 0 ? bodyTags.length : first, 0, {
          ...dataBlockTag('entry-files', files),
          meta: { plugin: 'EntryPreloadPlugin' },
        });
        data.bodyTags = bodyTags;
        return data;
      });
    });
  }
}

module.exports = { EntryPreloadPlugin };
