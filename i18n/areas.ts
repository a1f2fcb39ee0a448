import type { Catalog, Locale } from './locales';

/*
 * A message id's first part names its area ('auth.login.submitButton' is the auth area's). The catalog
 * every member loads at start holds only the core areas: what the shell, home and the shared lists
 * and money fields say. Every other area's texts load with the screens that show them, in the member's
 * language: scripts/intl-precompile-loader.cjs keeps them out of the core catalog, and a screen's route
 * waits for its areas (src/app/routes.tsx, src/state/texts.ts) before it renders. The catalogs stay one
 * file per language; the split happens at build time.
 */

/** Areas in the catalog loaded at start. */
export const CORE_AREAS = ['common', 'home', 'games', 'notice', 'list', 'money'] as const;

/** Areas loaded with their screens. */
export const AREAS = [
  'account',
  'activity',
  'auth',
  'bank',
  'bonus',
  'credit',
  'flowlab',
  'levelup',
  'mail',
  'rebate',
  'recharge',
  'records',
  'routes',
  'team',
  'vip',
  'wallet',
  'withdraw',
  'yuebao',
] as const;
export type Area = (typeof AREAS)[number];

type AreaLoader = (lang: Locale) => Promise<Catalog>;

// One chunk per area and language (`?area=` picks the area's texts out of the language's catalog), unnamed:
// the chunk-name table of the entry stays short.
const from = (m: { default: Catalog }) => m.default;
export const AREA_LOADERS: Record<Area, AreaLoader> = {
  account: (l) => import(`@i18n/${l}.json?area=account`).then(from),
  activity: (l) => import(`@i18n/${l}.json?area=activity`).then(from),
  auth: (l) => import(`@i18n/${l}.json?area=auth`).then(from),
  bank: (l) => import(`@i18n/${l}.json?area=bank`).then(from),
  bonus: (l) => import(`@i18n/${l}.json?area=bonus`).then(from),
  credit: (l) => import(`@i18n/${l}.json?area=credit`).then(from),
  flowlab: (l) => import(`@i18n/${l}.json?area=flowlab`).then(from),
  levelup: (l) => import(`@i18n/${l}.json?area=levelup`).then(from),
  mail: (l) => import(`@i18n/${l}.json?area=mail`).then(from),
  rebate: (l) => import(`@i18n/${l}.json?area=rebate`).then(from),
  recharge: (l) => import(`@i18n/${l}.json?area=recharge`).then(from),
  records: (l) => import(`@i18n/${l}.json?area=records`).then(from),
  routes: (l) => import(`@i18n/${l}.json?area=routes`).then(from),
  team: (l) => import(`@i18n/${l}.json?area=team`).then(from),
  vip: (l) => import(`@i18n/${l}.json?area=vip`).then(from),
  wallet: (l) => import(`@i18n/${l}.json?area=wallet`).then(from),
  withdraw: (l) => import(`@i18n/${l}.json?area=withdraw`).then(from),
  yuebao: (l) => import(`@i18n/${l}.json?area=yuebao`).then(from),
};

export function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value);
}
