// Turns an i18n/<locale>.json catalog (id → ICU message) into id → AST at build time, so the app can
// run react-intl without its message parser.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function intlPrecompileLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) compiled[id] = parse(String(message));
  return JSON.stringify(compiled);
};
