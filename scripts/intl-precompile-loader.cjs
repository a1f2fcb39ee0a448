// Turns an i18n/<locale>.json catalog (id → ICU message) into id → AST at build time, so the app can
// run react-intl without its message parser.
//
// It also splits the catalog by area (an id's first part, i18n/areas.ts): imported as it is, the file
// gives the core catalog, every id outside the areas that load on demand (the `areas` option); imported
// with `?area=<name>`, it gives only that area's texts, which load with the screens that show them.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function intlPrecompileLoader(source) {
  const onDemand = new Set((this.getOptions && this.getOptions().areas) || []);
  const query = /(?:^\?|&)area=([a-z]+)(?:&|$)/.exec(this.resourceQuery || '');
  const area = query ? query[1] : null;
  if (area && !onDemand.has(area)) throw new Error(`intl-precompile-loader: ${area} is not an area of i18n/areas.ts`);
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    const prefix = id.slice(0, id.indexOf('.'));
    if (area ? prefix === area : !onDemand.has(prefix)) compiled[id] = parse(String(message));
  }
  return JSON.stringify(compiled);
};
