/**
 * The app's entry (every script of index.html but the early one) is downloaded at once but run by the early
 * script (src/early/entry.ts): its script tags become `<link rel=preload as=script>` in the head, in the same
 * order and with the same integrity and crossorigin (so the preloaded copy is the one that runs), and the list
 * goes into the #entry-files data block (never executed), which the early script turns into scripts once the
 * early shell's opening image is on screen. The early script itself is written into the page (its file is not
 * emitted): everything else starts from it, and a file of its own would be one more round trip before any of it
 * (on a slow phone, every read of the opening screen waited about 0.3 s for it). A host's Content-Security-Policy
 * allows it by its hash (server/http/csp.ts computes it from index.html).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { dataBlockTag } = require('./early-hints-plugin.cjs');

const CARRIED = ['integrity', 'crossorigin'];

/**
 * The early script's code as an inline script. A `</script`, `<!--` or `<script` inside it would change how the
 * page is parsed; the minified code has none, and a build that brings one fails here rather than ship a broken page.
 */
function inlineScriptTag(compilation, file) {
  const code = compilation.getAsset(file).source.source().toString();
  const bad = /<\/script|<!--|<script/i.exec(code);
  if (bad) throw new Error(`EntryPreloadPlugin: ${file} holds "${bad[0]}", which cannot be written into the page`);
  return { tagName: 'script', voidTag: false, attributes: {}, innerHTML: code, meta: { plugin: 'EntryPreloadPlugin' } };
}

class EntryPreloadPlugin {
  /**
   * @param {{ early: string, inline?: boolean }} options the entry whose scripts stay as they are, and whether
   * they are written into the page (production) or stay files (the dev server, whose hot reload adds to them)
   */
  constructor(options) {
    this.early = options.early;
    this.inline = Boolean(options.inline);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EntryPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('EntryPreloadPlugin', (data) => {
        const earlyFiles = new Set(compilation.entrypoints.get(this.early)?.getFiles() ?? []);
        const fileOf = (src) => decodeURI(src.slice(data.publicPath.length).split('?')[0]);
        const entry = [];
        const bodyTags = [];
        const inlined = [];
        let earlyAt = -1;
        for (const tag of data.bodyTags) {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string') bodyTags.push(tag);
          else if (!earlyFiles.has(fileOf(src))) entry.push(tag);
          else {
            if (earlyAt < 0) earlyAt = bodyTags.length;
            if (!this.inline) bodyTags.push(tag);
            else {
              bodyTags.push(inlineScriptTag(compilation, fileOf(src)));
              inlined.push(fileOf(src));
            }
          }
        }
        // Written into the page, the file would only be downloaded by the service worker's precache.
        for (const file of inlined) compilation.deleteAsset(file);
        if (!entry.length) {
          data.bodyTags = bodyTags;
          return data;
        }
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
        bodyTags.splice(earlyAt < 0 ? bodyTags.length : earlyAt, 0, {
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
