/**
 * What index.html tells the early script (src/early/main.ts) about the build, as JSON data blocks (never executed):
 * each route's lazy files, each route's texts and title in every language, each language's catalog. The early
 * script fetches the opening screen's files and texts beside the entry, and draws its title, from these.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { appModule } = require('./app-module.cjs');

const root = path.join(__dirname, '..');

/** The app's route table (src/state/routeTable.ts), as the app reads it. */
function loadRouteTable() {
  return appModule('./src/state/routeTable.ts').ROUTE_TABLE;
}

/**
 * The route → screen module map for the early hints: routes come from the route table itself
 * (src/state/routeTable.ts, loaded as TypeScript), each screen's module from its lazy import in
 * src/app/routes.tsx. A screen of the table whose import cannot be found fails the build.
 */
function routeModules(table = loadRouteTable()) {
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
 * What a drawn control says when tapped before the app has taken over (src/early/notReady.ts), in every language:
 * `{lang: text}`.
 */
function notReadyTexts() {
  const { LOCALES } = appModule('./i18n/localeTags.ts');
  const id = 'routes.early.notReadyText';
  return Object.fromEntries(
    LOCALES.map((lang) => {
      const text = JSON.parse(fs.readFileSync(path.join(root, 'i18n', `${lang}.json`), 'utf8'))[id];
      if (typeof text !== 'string') throw new Error(`webpack: no ${lang} text ${id}`);
      return [lang, text];
    }),
  );
}

/**
 * Hints for the first paint: a language → catalog file map (a JSON data block, never executed) that
 * src/early/main.ts uses to fetch the member's own catalog alongside the entry, and a route → files map that
 * it uses to fetch the opening route's lazy chunk while the framework bundles download.
 */
/**
 * A JSON data block of index.html (`<script type="application/json">`, never executed), as html-webpack-plugin
 * writes tags; `<` escaped so no value can close the script. The early script reads them (src/early/dataBlock.ts).
 */
function dataBlockTag(id, value) {
  return {
    tagName: 'script',
    voidTag: false,
    attributes: { type: 'application/json', id },
    innerHTML: JSON.stringify(value).replace(/</g, '\\u003c'),
  };
}

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
        data.bodyTags.unshift(dataBlockTag('catalog-files', catalogs));
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
        data.bodyTags.unshift(dataBlockTag('route-files', map));
        data.bodyTags.unshift(dataBlockTag('route-titles', routeTitles()));
        data.bodyTags.unshift(dataBlockTag('not-ready', notReadyTexts()));
        data.bodyTags.unshift(dataBlockTag('text-files', textFiles(compilation)));
        return data;
      });
    });
  }
}

module.exports = { EarlyHintsPlugin, dataBlockTag, loadRouteTable, routeModules };
