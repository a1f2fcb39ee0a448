/**
 * Each screen's opening view, drawn at build time (src/app/screenShells.tsx) in every language, for the early
 * shell to show while the framework downloads: files `shells/<Screen>.<m|v>.<lang>.html` (m: a member, v: a
 * visitor) and index.html's `route-shells` data block,
 * `{key, drawn, fill, fillHtml, routes: {route: [screen, variants, fills?, 'html'?]}}`, `key` naming this build's set
 * (the files' query, so a new build's are fetched afresh), `drawn` the file that draws them (src/early/drawn.ts), `fills` the variants whose view has slots (the member's own
 * figures, a list's rows, a setting), which the file `fill` (the entry src/early/fill.ts) fills from the early reads;
 * 'html' where a view has server HTML's slots, which the file `fillHtml` fills (src/early/fillHtml.ts, with the
 * sanitiser).
 *
 * The screens are compiled a second time for Node (the app's own loaders; style sheets left out) beside the
 * browser build, and drawn in a document of jsdom, the DOM the unit tests run in.
 */
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { appModule } = require('./app-module.cjs');
const { dataBlockTag, loadRouteTable } = require('./early-hints-plugin.cjs');

const root = path.join(__dirname, '..');
const NAME = 'ScreenShellsPlugin';
const outDir = path.join(root, 'node_modules/.cache/screen-shells');

/** The Node build of src/app/screenShells.tsx, with the browser build's resolution and loaders. */
function nodeConfig({ resolve, rules }) {
  return {
    mode: 'production',
    target: 'node',
    context: root,
    entry: { shells: './src/app/screenShells.tsx' },
    output: {
      path: outDir,
      filename: '[name].js',
      chunkFilename: 'chunks/[id].js',
      // The same names as the browser build's, so an image a screen shows has the address the app gives it.
      assetModuleFilename: 'media/[name].[contenthash:8][ext]',
      publicPath: '',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: { rules: [...rules, { test: /\.css$/, type: 'asset/source' }] },
    optimization: { minimize: false },
    cache: { type: 'filesystem', name: 'screen-shells', buildDependencies: { config: [__filename] } },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** A browser-like global scope for the drawing: jsdom's window, as jest's environment gives the unit tests. */
function withDocument() {
  const { JSDOM } = require('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'Element', 'Node'];
  const saved = names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)]);
  for (const n of names)
    Object.defineProperty(globalThis, n, { value: dom.window[n], configurable: true, writable: true });
  return () => {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(globalThis, n, d);
      else delete globalThis[n];
    }
    dom.window.close();
  };
}

/** Every drawn screen's files ({name: markup}) and the data block's routes. */
async function drawShells(options) {
  await compile(nodeConfig(options));
  const { LOCALES } = appModule('./i18n/localeTags.ts');
  const restore = withDocument();
  try {
    const bundle = path.join(outDir, 'shells.js');
    delete require.cache[bundle];
    const { renderScreenShell, SCREENS_NOT_DRAWN, DRAWN_AT } = require(bundle);
    const files = {};
    const routes = {};
    for (const entry of loadRouteTable()) {
      if (!entry.screen || SCREENS_NOT_DRAWN.has(entry.screen)) continue;
      // A parameterised route is drawn only at the address the screen names for it (its key keeps the pattern).
      const at = entry.path.includes(':') ? DRAWN_AT[entry.screen] : entry.path;
      if (!at) continue;
      // A visitor opening a member's screen is sent to Login: only its member view is drawn.
      const variants = entry.meta.auth ? ['m'] : ['m', 'v'];
      for (const v of variants) {
        for (const lang of LOCALES) {
          files[`shells/${entry.screen}.${v}.${lang}.html`] = await renderScreenShell(
            entry.screen,
            at,
            lang,
            v === 'm',
            entry.path,
          );
        }
      }
      // A view with slots (src/lib/fillSlots.ts: figures, a list's rows, parts its settings show) is given its figures
      // early.
      const drawn = (v) => LOCALES.map((lang) => files[`shells/${entry.screen}.${v}.${lang}.html`]);
      const fills = variants
        .filter((v) => drawn(v).some((html) => / data-fill(-rows|-html|-class)?=/.test(html)))
        .join('');
      const html = variants.some((v) => drawn(v).some((markup) => / data-fill-html=/.test(markup)));
      routes[entry.path.toLowerCase()] = [
        entry.screen,
        variants.join(''),
        ...(fills ? [fills] : []),
        ...(html ? ['html'] : []),
      ];
    }
    const hash = crypto.createHash('sha256');
    for (const name of Object.keys(files).sort()) hash.update(name).update(files[name]);
    return { files, block: { key: hash.digest('hex').slice(0, 10), routes } };
  } finally {
    restore();
  }
}

class ScreenShellsPlugin {
  /**
   * `resolve` and `rules`: the browser build's, less its style sheet rule; `fill` and `fillHtml`: the figure
   * fillers' entries.
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let drawn = null;
    // The Node build runs beside the browser build's own compilation.
    compiler.hooks.make.tap(NAME, () => {
      drawn = drawShells(this.options);
      drawn.catch(() => undefined);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { files } = await drawn;
          for (const [name, html] of Object.entries(files)) {
            compilation.emitAsset(name, new webpack.sources.RawSource(html));
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const { block } = await drawn;
        // The figure fillers' files (entries of their own, src/early/fill.ts and src/early/fillHtml.ts).
        const file = (name) =>
          compilation.entrypoints
            .get(name)
            ?.getFiles()
            .find((f) => f.endsWith('.js')) ?? '';
        const fillers = {
          drawn: file(this.options.drawn),
          fill: file(this.options.fill),
          fillHtml: file(this.options.fillHtml),
        };
        data.bodyTags.unshift(dataBlockTag('route-shells', { ...block, ...fillers }));
        return data;
      });
    });
  }
}

module.exports = { ScreenShellsPlugin };
