// Production: content-hashed, route-split, CSS extracted, gzip + brotli beside every asset (the server
// serves them precompressed). Development: webpack-dev-server with the API proxied (scripts/dev.mjs).
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { EntryPreloadPlugin } = require('./scripts/entry-preload-plugin.cjs');

const root = __dirname;

/**
 * The route → screen module map for the early hints: routes come from the route table itself
 * (src/state/routeTable.ts, loaded as TypeScript), each screen's module from its lazy import in
 * src/app/routes.tsx. A screen of the table whose import cannot be found fails the build.
 */
/**
 * A module of the app's own TypeScript, so the build reads the same data the app does. Loaded through a
 * registered hook rather than tsx's namespaced require, so the build cache can list the file among what the
 * build depends on.
 */
function appModule(file) {
  const unregister = require('tsx/cjs/api').register();
  try {
    return require(file);
  } finally {
    unregister();
  }
}

function loadRouteTable() {
  return appModule('./src/state/routeTable.ts').ROUTE_TABLE;
}

function routeModules(table = loadRouteTable()) {
  const fs = require('node:fs');
  const routes = fs.readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
  const moduleOf = Object.fromEntries(
    [...routes.matchAll(/^\s+(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)].map((m) => [m[1], m[2]]),
  );
  const out = {};
  for (const entry of table) {
    if (!entry.screen || entry.screen === 'Home') continue;
    const request = moduleOf[entry.screen];
    if (!request) throw new Error(`webpack: no lazy import found for screen ${entry.screen} of route ${entry.path}`);
    out[entry.path.toLowerCase()] = request;
  }
  return out;
}

/**
 * Each route's text areas (src/app/screenTexts.ts) and each area's file in every language, for the early
 * script to fetch the opening screen's texts in the member's language beside the entry: `{routes: {route: [area]},
 * files: {lang: {area: file}}}`.
 */
function textFiles(compilation) {
  const { SCREEN_TEXTS } = appModule('./src/app/screenTexts.ts');
  const routes = {};
  for (const entry of loadRouteTable()) {
    const areas = entry.screen ? SCREEN_TEXTS[entry.screen] : undefined;
    if (areas && areas.length) routes[entry.path.toLowerCase()] = areas;
  }
  const files = {};
  for (const chunk of compilation.chunks) {
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const area = /i18n[\\/](\w+)\.json\?area=(\w+)$/.exec(m.resource || '');
      const file = area && [...chunk.files].find((f) => f.endsWith('.js'));
      if (file) (files[area[1]] ??= {})[area[2]] = file;
    }
  }
  return { routes, files };
}

/**
 * Each route's opening title (src/app/screenTitles.ts) in every language, for the early shell's nav bar, and
 * whether the route needs a session (a visitor is sent to Login: the shell then draws no title of the route):
 * `{route: {auth, title: {lang: text}}}`.
 */
function routeTitles() {
  const fs = require('node:fs');
  const { SCREEN_TITLES } = appModule('./src/app/screenTitles.ts');
  const { LOCALES } = appModule('./i18n/localeTags.ts');
  const catalogs = Object.fromEntries(
    LOCALES.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(root, 'i18n', `${lang}.json`), 'utf8'))]),
  );
  const out = {};
  for (const entry of loadRouteTable()) {
    const id = entry.screen ? SCREEN_TITLES[entry.screen] : undefined;
    if (!id) continue;
    const title = {};
    for (const lang of LOCALES) {
      if (typeof catalogs[lang][id] !== 'string') throw new Error(`webpack: no ${lang} text for title ${id}`);
      title[lang] = catalogs[lang][id];
    }
    out[entry.path.toLowerCase()] = { auth: Boolean(entry.meta.auth), title };
  }
  return out;
}

/**
 * Hints for the first paint: a language → catalog file map (a JSON data block, never executed) that
 * src/early.ts uses to fetch the member's own catalog alongside the entry, and a route → files map that
 * it uses to fetch the opening route's lazy chunk while the framework bundles download.
 */
class EarlyHintsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('EarlyHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyHintsPlugin', (data) => {
        const catalogs = {};
        for (const c of compilation.chunks) {
          const lang = /^i18n-([a-z]{2}_[a-z]{2}|[a-z]{2})$/.exec(c.name || '');
          const file = lang && [...c.files].find((f) => f.endsWith('.js'));
          if (file) catalogs[lang[1]] = file;
        }
        data.bodyTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'catalog-files' },
          innerHTML: JSON.stringify(catalogs).replace(/</g, '\\u003c'),
        });
        const filesOf = new Map();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins || []) {
            if (!origin.request) continue;
            const files = filesOf.get(origin.request) || new Set();
            for (const c of group.chunks) for (const f of c.files) if (/\.(js|css)$/.test(f)) files.add(f);
            filesOf.set(origin.request, files);
          }
        }
        const map = {};
        for (const [route, request] of Object.entries(routeModules())) {
          const files = filesOf.get(request);
          if (files && files.size) map[route] = [...files];
        }
        data.bodyTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'route-files' },
          innerHTML: JSON.stringify(map).replace(/</g, '\\u003c'),
        });
        data.bodyTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'route-titles' },
          innerHTML: JSON.stringify(routeTitles()).replace(/</g, '\\u003c'),
        });
        data.bodyTags.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'text-files' },
          innerHTML: JSON.stringify(textFiles(compilation)).replace(/</g, '\\u003c'),
        });
        return data;
      });
    });
  }
}

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
      require('node:fs').mkdirSync(path.dirname(file), { recursive: true });
      require('node:fs').writeFileSync(file, JSON.stringify({ chunks }, null, 1));
    });
  }
}
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

/** Which build this is, written into index.html: the package version, or APP_VERSION when a deployment names it. */
function appVersion() {
  return process.env.APP_VERSION || require('./package.json').version;
}

/** The worker's own list of files never precached (src/sw/cacheRules.ts). */
function precacheExclude() {
  return appModule('./src/sw/cacheRules.ts').PRECACHE_EXCLUDE;
}

module.exports = (_env, argv) => {
  const prod = argv.mode !== 'development';
  return {
    mode: prod ? 'production' : 'development',
    context: root,
    // Kept on disk (node_modules/.cache/webpack): a build of an unchanged tree, such as the next deployment
    // the browser suite makes with only its version changed, takes seconds instead of a minute. This file and
    // the app modules it reads (appModule) are its build dependencies: a change to any of them starts afresh.
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    // `early` runs first and is tiny: it starts home's reads while the bundles download, then runs `main`.
    entry: { early: './src/early.ts', main: './src/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      filename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:10].js' : 'js/[name].chunk.js',
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.join(root, 'src'),
        '@machines': path.join(root, 'machines'),
        '@i18n': path.join(root, 'i18n'),
        // Catalogs are precompiled to ASTs at build time, so the ICU parser never ships.
        '@formatjs/icu-messageformat-parser$': path.join(
          root,
          'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        ),
        // react-router's export map names its development build for every bundle (remix-run/react-router#14102):
        // a production build takes the production one, the same code with its development warnings off, which the
        // minifier then drops (the warnings' texts were built on every render of the routes).
        ...(prod
          ? {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: !prod } },
          },
        },
        {
          test: /\.json$/,
          include: path.join(root, 'i18n'),
          type: 'json',
          // The core catalog, or one area's texts with `?area=` (i18n/areas.ts).
          use: {
            loader: path.join(root, 'scripts/intl-precompile-loader.cjs'),
            options: { areas: appModule('./i18n/areas.ts').AREAS },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // antd-mobile: screens import components by name from the library's barrel file, which would tie
        // every component any screen uses into one shared chunk. The barrel is treated as free of side
        // effects, so each import goes straight to its component; each component loads the global styles.
        { test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
        {
          test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/][^\\/]+[\\/]index\.js$/,
          use: path.join(root, 'scripts/antd-mobile-global-loader.cjs'),
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    plugins: [
      // antd-mobile's overlays render through src/app/overlayRender.ts (createRoot) instead of the
      // library's React 16-18 render.
      new webpack.NormalModuleReplacementPlugin(/^\.\/render$/, (resource) => {
        if (/[\\/]antd-mobile[\\/]es[\\/]utils$/.test(resource.context))
          resource.request = path.join(root, 'src/app/overlayRender.ts');
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        appVersion: appVersion(),
        inject: 'body',
        scriptLoading: 'defer',
        minify: prod,
        chunksSortMode: 'manual',
        chunks: ['early', 'main'],
      }),
      // The entry downloads with the page but runs when the early script says (src/earlyEntry.ts).
      new EntryPreloadPlugin({ early: 'early' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // The service worker: workbox precaches what this build wrote, each file with its revision.
      prod &&
        new InjectManifest({
          swSrc: './src/sw/sw.ts',
          swDest: 'sw.js',
          exclude: precacheExclude(),
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        }),
      prod && new ChunkManifestPlugin(),
      prod && new EarlyHintsPlugin(),
      // V8 compiles a function the first time it is called, on the main thread, and the start-up calls most of
      // the entry's. Chromium's compile hint has it compile them all with the file instead, off the main thread
      // while the file streams in (on a 4x-slowed phone: LCP 0.2-0.4 s and TBT 100-300 ms lower on member
      // screens). Added after minification, which would drop it as a comment; other browsers ignore it.
      prod &&
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          include: /^js\/main\./,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        }),
      // Screens share antd-mobile's style sheets in different orders; every rule is class-scoped, so order
      // between chunks does not matter.
      new MiniCssExtractPlugin(
        prod
          ? {
              filename: 'css/[name].[contenthash:10].css',
              chunkFilename: 'css/[name].[contenthash:10].css',
              ignoreOrder: true,
            }
          : { ignoreOrder: true },
      ),
      prod &&
        new CompressionPlugin({
          filename: '[path][base].gz',
          algorithm: 'gzip',
          test: /\.(js|css|html|svg|json|webmanifest)$/,
          threshold: 0,
          minRatio: 1,
        }),
      prod &&
        new CompressionPlugin({
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          test: /\.(js|css|html|svg|json|webmanifest)$/,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 0,
          minRatio: 1,
        }),
    ].filter(Boolean),
    optimization: {
      // The entry is one file (the libraries in main): the early script runs it once the opening image is on
      // screen (src/earlyEntry.ts). Library files of their own evaluated in 1-3 ms each, so they never shortened
      // the start-up task, and the load measurement counts every such file downloaded before the opening
      // image as needed for it; a changed main is precached by the service worker in the background.
      splitChunks: { chunks: 'async' },
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    devServer: {
      port: Number(process.env.DEV_PORT) || 3000,
      host: '127.0.0.1',
      hot: true,
      static: false,
      historyApiFallback: false,
      client: { overlay: { warnings: false } },
      proxy: [{ context: ['/api', '/assets', '/sim', '/__operator'], target: apiTarget, changeOrigin: false }],
    },
  };
};
module.exports.routeModules = routeModules;
module.exports.chunkManifestFile = chunkManifestFile;
