// Each antd-mobile component brings the library's global styles (its CSS variables) itself. The library's
// barrel file, which loads them otherwise, is skipped by the build (webpack.config.js) so that a screen's
// chunk holds only the components that screen imports.
module.exports = function antdMobileGlobalLoader(source) {
  return `import '../../global';\n${source}`;
};
