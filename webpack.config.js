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
const { EarlyHintsPlugin, routeModules } = require('./scripts/early-hints-plugin.cjs');
const { ChunkManifestPlugin, chunkManifestFile } = require('./scripts/chunk-manifest-plugin.cjs');
const { appModule } = require('./scripts/app-module.cjs');
const { ScreenShellsPlugin } = require('./scripts/screen-shells-plugin.cjs');

const root = __dirname;

const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

/** Which build this is, written into index.html: the package version, or APP_VERSION when a deployment names it. */
function appVersion() {
  return process.env.APP_VERSION || require('./package.json').version;
}

/** The worker's own list of files never precached (src/sw/cacheRules.ts). */
function precacheExclude() {
  return appModule('./src/sw/cacheRules.ts').PRECACHE_EXCLUDE;
}

/** Where imports lead: the app's folders and the builds of libraries the app takes instead of their defaults. */
function resolveOptions(prod) {
  return {
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
  };
}

/**
 * How the app's code, catalogs, antd-mobile and images are read (style sheets are each build's own). `targets`
 * are the esbuild names of package.json's browserslist: the libraries' own code is lowered to what those browsers
 * parse (intl-messageformat ships class static blocks, which iOS before 16.4 cannot read); the app's code is
 * already at ES2020 (tsconfig.json). The early shell's drawing runs in Node at build time and takes them as they are.
 */
function codeRules(prod, targets) {
  const lowered = targets
    ? [
        {
          test: /\.m?js$/,
          include: /[\\/]node_modules[\\/]/,
          use: { loader: 'esbuild-loader', options: { target: targets } },
        },
      ]
    : [];
  return [
    ...lowered,
    // The drawn screens' declarations, found by name (src/early/declaredReads.ts, declaredLists.ts, src/app/drawnAt.ts), as static imports.
    {
      test: /[\\/]src[\\/](early[\\/]declared\w+|app[\\/]drawnAt)\.ts$/,
      enforce: 'pre',
      use: path.join(root, 'scripts/static-context-loader.cjs'),
    },
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
    // antd-mobile: screens import components by name from the library's barrel file, which would tie
    // every component any screen uses into one shared chunk. The barrel is treated as free of side
    // effects, so each import goes straight to its component; each component loads the global styles.
    { test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false },
    {
      test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/][^\\/]+[\\/]index\.js$/,
      use: path.join(root, 'scripts/antd-mobile-global-loader.cjs'),
    },
    { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
  ];
}

module.exports = async (_env, argv) => {
  const prod = argv.mode !== 'development';
  const { default: browserslistToEsbuild } = await import('browserslist-to-esbuild');
  const targets = browserslistToEsbuild();
  return {
    mode: prod ? 'production' : 'development',
    context: root,
    // Kept on disk (node_modules/.cache/webpack): a build of an unchanged tree, such as the next deployment
    // the browser suite makes with only its version changed, takes seconds instead of a minute. This file and
    // the app modules it reads (appModule) are its build dependencies: a change to any of them starts afresh.
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    // `early` runs first and is tiny: it starts home's reads while the bundles download, then runs `main`.
    // `drawn` draws a screen the build drew (its view, its figures, its answer to an early tap); the early script
    // loads it only for those. `fill` writes the figures into a drawn screen's slots; the early script loads it only for those, and
    // `fill-html` (the same with the sanitiser) for those with server HTML.
    entry: {
      early: './src/early/main.ts',
      drawn: './src/early/drawn.ts',
      main: './src/index.tsx',
      fill: './src/early/fill.ts',
      'fill-html': './src/early/fillHtml.ts',
    },
    output: {
      path: path.join(root, 'dist'),
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].chunk.js',
      assetModuleFilename: 'media/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    resolve: resolveOptions(prod),
    module: {
      rules: [...codeRules(prod, targets), { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
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
      // The entry downloads with the page but runs when the early script says (src/early/entry.ts).
      new EntryPreloadPlugin({ early: 'early', inline: prod }),
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
      // Each screen's opening view drawn for the early shell (src/app/screenShells.tsx).
      prod &&
        new ScreenShellsPlugin({
          resolve: resolveOptions(prod),
          rules: codeRules(prod),
          drawn: 'drawn',
          fill: 'fill',
          fillHtml: 'fill-html',
        }),
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
              filename: 'css/[name].[contenthash:8].css',
              chunkFilename: 'css/[name].[contenthash:8].css',
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
      // screen (src/early/entry.ts). Library files of their own evaluated in 1-3 ms each, so they never shortened
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
