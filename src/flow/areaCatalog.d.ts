/** A catalog imported with `?area=…`: only that area's texts (scripts/intl-precompile-loader.cjs). */
declare module '*.json?area=flowlab' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
