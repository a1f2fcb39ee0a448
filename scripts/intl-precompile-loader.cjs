// Turns an i18n/<locale>.json catalog (id → ICU message) into id → AST at build time, so the app can
// run react-intl without its message parser.
//
// Texts of areas that load on demand (the Flow Lab and 'Report a problem': `flowlab.*`) stay out of the
// catalog every member loads at start; those screens import the same file with `?area=flowlab` and get
// only their own texts (src/flow/AreaMessages.tsx).
const { parse } = require('@formatjs/icu-messageformat-parser');

const ON_DEMAND = /^flowlab\./;

module.exports = function intlPrecompileLoader(source) {
  const catalog = JSON.parse(source);
  const onDemand = /(?:^|[?&])area=flowlab(?:&|$)/.test(this.resourceQuery || '');
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (ON_DEMAND.test(id) === onDemand) compiled[id] = parse(String(message));
  }
  return JSON.stringify(compiled);
};
