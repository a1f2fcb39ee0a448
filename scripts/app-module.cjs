const path = require('node:path');

const root = path.join(__dirname, '..');

/**
 * A module of the app's own TypeScript, so the build reads the same data the app does. Loaded through a
 * registered hook rather than tsx's namespaced require, so the build cache can list the file among what the
 * build depends on. `file` is relative to the repository's root.
 */
function appModule(file) {
  const unregister = require('tsx/cjs/api').register();
  try {
    return require(path.join(root, file));
  } finally {
    unregister();
  }
}

module.exports = { appModule };
