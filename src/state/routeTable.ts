import { PATHS, type PathName } from './paths';

/** What a route demands (docs/screens.md#routes, docs/screens.md#who-may-do-what). */
export type RouteMeta = {
  /** Login required. */
  auth?: boolean;
  /** Blocked for demo (trial) accounts. */
  noDemo?: boolean;
  /** Shows the bottom tab bar. */
  tabBar?: boolean;
};

const PUBLIC: RouteMeta = {};
const AUTH: RouteMeta = { auth: true };
const AUTH_NO_DEMO: RouteMeta = { auth: true, noDemo: true };
const TAB: RouteMeta = { tabBar: true };

/** A route shows a screen (by its name in `screens`, the same as its PATHS key) or sends the member on. */
export type RouteEntry = { path: string; screen: PathName; meta: RouteMeta } | { path: string; redirect: string };

/** What each screen's route demands; the route's path is PATHS[name]. */
const SCREENS: Partial<Record<PathName, RouteMeta>> = {
  Welcome: PUBLIC,
  Login: PUBLIC,
  Register: PUBLIC,
  LoginToSupplier: PUBLIC,
  Activity: PUBLIC,
  ActivityDetail: PUBLIC,
  LiveLevelUp: PUBLIC,
  SlotLevelUp: PUBLIC,
  CreditIndex: PUBLIC,
  CreditRecord: PUBLIC,
  CreditBorrow: PUBLIC,
  CreditRepay: PUBLIC,
  Home: TAB,
  RecommendGame: PUBLIC,
  MainActivity: TAB,
  MainActivityDetail: PUBLIC,
  MemberInfo: PUBLIC,
  ModifyPwd: AUTH_NO_DEMO,
  ModifyDrawingPwd: AUTH_NO_DEMO,
  SetDrawingPwd: AUTH_NO_DEMO,
  Transfer: AUTH,
  Promotion: AUTH,
  Yuebao: AUTH_NO_DEMO,
  Fsnow: AUTH_NO_DEMO,
  ApplyDrawing: AUTH_NO_DEMO,
  Recharge: { auth: true, noDemo: true, tabBar: true },
  Card: AUTH_NO_DEMO,
  GameRecord: AUTH_NO_DEMO,
  MoneyLog: AUTH_NO_DEMO,
  RechargeList: AUTH_NO_DEMO,
  Message: AUTH_NO_DEMO,
  Notice: AUTH,
  RedBag: AUTH_NO_DEMO,
  DailyBonus: AUTH_NO_DEMO,
  DailyBonusLog: AUTH_NO_DEMO,
  Wheel: AUTH_NO_DEMO,
  Vip: AUTH,
  // demo players may open it: the screen tells them why it holds nothing for them
  ResponsiblePlay: AUTH,
  Center: { auth: true, tabBar: true },
  Language: PUBLIC,
  Test: PUBLIC,
};

/** Paths that only send the member on. */
const REDIRECTS: Array<[PathName, PathName]> = [
  ['Root', 'Home'],
  ['Credit', 'CreditIndex'],
  ['Main', 'Home'],
  ['Member', 'MemberInfo'],
];

/**
 * The whole route table (docs/screens.md#routes), as data: the router is built from it, and so are the browser suite's
 * walks over every route and the build's early hints. Besides the original app's routes it holds `/Language` (the language
 * picker, linked from home, Welcome and Center), `/Member/Vip` (the original's VIP route), `/Member/ResponsiblePlay` (limits, reality checks, time-out, self-exclusion) and `/Wheel` (the lottery wheel), `/Credit` → `/Credit/Index`, and `/test` from the
 * original's 'about' route set.
 */
export const ROUTE_TABLE: RouteEntry[] = [
  ...REDIRECTS.map(([from, to]): RouteEntry => ({ path: PATHS[from], redirect: PATHS[to] })),
  ...(Object.entries(SCREENS) as Array<[PathName, RouteMeta]>).map(([screen, meta]): RouteEntry => ({
    path: PATHS[screen],
    screen,
    meta,
  })),
];
