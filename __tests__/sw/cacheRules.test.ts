import { CONFIG_FILE, PRECACHE_EXCLUDE, isNeverCached } from '@/sw/cacheRules';

// The worker keeps the app's own files and nothing the platform answers.
const excluded = (file: string) => PRECACHE_EXCLUDE.some((re) => re.test(file));

describe('service worker caching rules', () => {
  it('never caches platform answers, operator controls, simulated suppliers or uploads', () => {
    for (const path of [
      '/api/auth/me',
      '/api/drawing',
      '/api',
      '/__operator/reset',
      '/sim/game/JZ',
      '/assets/receipts/a.png',
    ]) {
      expect({ path, never: isNeverCached(path) }).toEqual({ path, never: true });
    }
  });

  it('keeps the shell, route chunks, catalogs, icons and the manifest', () => {
    for (const path of [
      '/',
      '/index.html',
      '/js/main.0a1b2c3d4e.js',
      '/css/main.0a1b2c3d4e.css',
      '/js/i18n-th.0a1b2c3d4e.js',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/apis/x.js',
      '/simple.js',
    ]) {
      expect({ path, never: isNeverCached(path) }).toEqual({ path, never: false });
    }
  });

  it('precaches no compressed twin, no deployment config, not itself, and not the Flow Lab', () => {
    for (const file of [
      'js/main.0a1b2c3d4e.js.gz',
      'js/main.0a1b2c3d4e.js.br',
      CONFIG_FILE,
      'sw.js',
      'js/flowlab.0a1b2c3d4e.js',
      'media/elk-worker.min.72619d2e28.js',
    ]) {
      expect({ file, excluded: excluded(file) }).toEqual({ file, excluded: true });
    }
    for (const file of [
      'index.html',
      'js/main.0a1b2c3d4e.js',
      'js/520.da55225064.js',
      'css/main.38a070fff4.css',
      'icons/icon-512.png',
    ]) {
      expect({ file, excluded: excluded(file) }).toEqual({ file, excluded: false });
    }
  });
});
