/**
 * A tiny script that runs before the app's bundles have downloaded: for a visitor opening home, it asks
 * the browser to start home's reads at once (`<link rel=preload as=fetch>`), so they travel while the
 * framework code is still on its way. The app's own calls then pick up these answers; nothing is sent
 * twice. Members (a token cookie) are left alone: their reads carry their token.
 */
import { homeReadUrls } from './api/homeReads';

const TOKEN_COOKIE = 'member_token';
const LOCALES = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'];

function hasToken(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${TOKEN_COOKIE}=`) && c.trim().length > TOKEN_COOKIE.length + 1);
}

function storedLang(): string {
  try {
    const v = localStorage.getItem('lang');
    return v && LOCALES.includes(v) ? v : 'zh_cn';
  } catch {
    return 'zh_cn';
  }
}

type EarlyConfig = { apiBase: string };

/** app-config.json, read once for both this script and the app (which picks up this promise). */
async function loadConfig(): Promise<EarlyConfig> {
  try {
    const json = (await (await fetch('app-config.json', { cache: 'no-cache' })).json()) as { apiBase?: unknown };
    return { apiBase: typeof json.apiBase === 'string' && json.apiBase.trim() ? json.apiBase.trim() : '/api' };
  } catch {
    return { apiBase: '/api' };
  }
}

async function preloadHomeReads(config: Promise<EarlyConfig>): Promise<void> {
  if (hasToken()) return;
  const route = location.hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '').toLowerCase();
  if (route !== '' && route !== '/main' && route !== '/main/home') return;
  const { apiBase } = await config;
  for (const href of homeReadUrls(apiBase, storedLang(), location.hostname)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
}

const config = loadConfig();
(window as unknown as { __earlyAppConfig?: Promise<EarlyConfig> }).__earlyAppConfig = config;
void preloadHomeReads(config);
