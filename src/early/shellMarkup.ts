/**
 * The early shell's markup: what the member sees while the app's bundles download and start. The early script
 * (src/early/main.ts) draws it over the page from what index.html and its style sheet can do, with no framework
 * and no texts but the screen's title (read from index.html in the member's language); the one image a
 * screen opens with (home's first banner, the login captcha) is drawn in the box and at the address the app
 * itself uses, so it is requested once and the app's copy paints over it unchanged. On a screen the build drew
 * (src/app/screenShells.tsx), that view replaces the nav bar and skeleton once its markup is in
 * (src/early/shellDraw.ts). The app removes the shell when its own screen has committed
 * (src/components/earlyShell.ts).
 */
import { TAB_ICON_PATHS, TAB_ORDER, type TabName } from '@/lib/tabIcons';
import type { ShellKind } from '@/lib/earlyShell';

export type ShellBanner = { url: string; title: string };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first banner's <img>, the same attributes as the app's first slide (features/home/BannerCarousel). */
export function bannerImgMarkup(banner: ShellBanner): string {
  return `<img src="${esc(banner.url)}" alt="${esc(banner.title)}" width="750" height="300" loading="eager" decoding="async" fetchpriority="high" elementtiming="opening">`;
}

/** The login captcha in the box the form gives it (features/auth, `.captcha-img`). */
export function captchaImgMarkup(img: string): string {
  return `<img class="captcha-img" src="${esc(img)}" alt="" width="120" height="44" elementtiming="opening">`;
}

const line = (cls = 'skeleton-line') => `<span class="${cls}"></span>`;
// The same icons as the app's nav bar and home header (components/PageLayout, features/home/HomeHeader), so the
// shell's first paint is contentful and nothing changes when the app's copy replaces it.
const backIcon =
  '<span class="nav-back"><svg viewBox="0 0 24 24" width="24" height="24"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg></span>';
const globeIcon =
  '<span class="home-lang"><svg viewBox="0 0 24 24" width="22" height="22"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" stroke-width="1.8"/></svg></span>';
/** The app's nav bar (components/PageLayout): back or spacer, the title, the right-hand slot. */
const navBar = (back: boolean, title: string) =>
  `<header class="nav-bar">${back ? backIcon : '<span class="nav-spacer"></span>'}<h1 class="nav-title">${esc(title)}</h1><div class="nav-right"></div></header>`;
/**
 * The tab bar with the app's icons (contentful, so a main page's first paint is the shell's) and empty labels
 * holding the line the app's labels take; `active` as the app marks the tab of the route.
 */
function tabBar(active: TabName | null): string {
  const item = (name: TabName) =>
    `<span class="tab-item${name === active ? ' active' : ''}"><span class="tab-icon"><svg viewBox="0 0 24 24" width="24" height="24"><path d="${TAB_ICON_PATHS[name]}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg></span><span class="tab-label">&nbsp;</span></span>`;
  return `<nav class="tab-bar">${TAB_ORDER.map(item).join('')}</nav>`;
}

/**
 * The shell's markup for a route kind: only the app's own classes (loaded by index.html before anything
 * paints) and the few `early-*` rules of index.html, so every box is the one the app's screen will have.
 * `member` says a session cookie is there (home shows the member card's shape, never a figure); `title` is the
 * screen's title in the member's language ('' when the screen is named by its data or the member is sent elsewhere).
 */
export function shellMarkup(
  kind: ShellKind,
  opts: { member: boolean; banner?: ShellBanner | null; tab?: TabName | null; title?: string },
): string {
  if (kind === 'home') {
    const banner = opts.banner
      ? `<section class="banner"><div class="banner-track"><div class="banner-slide" data-early-banner>${bannerImgMarkup(opts.banner)}</div></div></section>`
      : '<div class="banner skeleton" data-early-banner></div>';
    const card = opts.member
      ? `<section class="member-card"><div class="member-who"><p class="member-greeting">${line('skeleton skeleton-name')}</p></div><p class="member-balance-label">${line('skeleton early-skeleton-label')}</p><p class="member-balance">${line('skeleton skeleton-money')}</p><div class="member-whole"></div></section>`
      : `<section class="member-card"><p class="member-greeting">${line('skeleton skeleton-name')}</p><div class="member-actions"><span class="btn early-btn"></span><span class="btn early-btn"></span></div></section>`;
    return `<div class="home"><header class="home-header"><span></span>${globeIcon}</header><div class="home-hero">${banner}<div class="notice-bar"></div>${card}</div></div>${tabBar('home')}`;
  }
  if (kind === 'login') {
    const label = `<span class="field-label">${line('skeleton early-skeleton-label')}</span>`;
    const field = `<div class="field">${label}<span class="field-input"></span></div>`;
    const captcha = `<div class="field">${label}<div class="early-captcha-row"><span class="field-input"></span><span class="early-captcha" data-early-captcha></span></div></div>`;
    return `${navBar(true, opts.title ?? '')}<div class="early-auth-hero"></div><div class="early-auth-form">${field}${field}${captcha}<span class="btn btn-primary btn-block"></span></div>`;
  }
  const body = `<div class="page-body"><div class="skeleton-block">${line()}${line()}${line('skeleton-line short')}</div></div>`;
  return `${navBar(kind === 'page', opts.title ?? '')}${body}${kind === 'tabPage' ? tabBar(opts.tab ?? null) : ''}`;
}
