import { PATHS } from './paths';

/** What a route demands (spec §2, §6). */
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

/** A route shows a screen (by its name in `screens`) or sends the member on to another path. */
export type RouteEntry = { path: string; screen: string; meta: RouteMeta } | { path: string; redirect: string };

const screen = (path: string, name: string, meta: RouteMeta = PUBLIC): RouteEntry => ({ path, screen: name, meta });
const redirect = (path: string, to: string): RouteEntry => ({ path, redirect: to });

/**
 * The whole route table (spec §2), as data: the router is built from it, and so are the browser suite's
 * walks over every route. Additions to spec §2: `/Language` (the language picker, linked from home,
 * Welcome and Center), `/Credit` → `/Credit/Index`, and `/test` from the original's 'about' route set.
 */
export const ROUTE_TABLE: RouteEntry[] = [
  redirect(PATHS.Root, PATHS.Home),
  screen(PATHS.Welcome, 'Welcome'),
  screen(PATHS.Login, 'Login'),
  screen(PATHS.Register, 'Register'),
  screen(PATHS.LoginToSupplier, 'LoginToSupplier'),
  screen(PATHS.Activity, 'Activity'),
  screen(PATHS.ActivityDetail, 'ActivityDetail'),
  screen(PATHS.LiveLevelUp, 'LiveLevelUp'),
  screen(PATHS.SlotLevelUp, 'SlotLevelUp'),
  redirect(PATHS.Credit, PATHS.CreditIndex),
  screen(PATHS.CreditIndex, 'CreditIndex'),
  screen(PATHS.CreditRecord, 'CreditRecord'),
  screen(PATHS.CreditBorrow, 'CreditBorrow'),
  screen(PATHS.CreditRepay, 'CreditRepay'),
  redirect(PATHS.Main, PATHS.Home),
  screen(PATHS.Home, 'Home', TAB),
  screen(PATHS.RecommendGame, 'RecommendGame'),
  screen(PATHS.MainActivity, 'MainActivity', TAB),
  screen(PATHS.MainActivityDetail, 'MainActivityDetail'),
  redirect(PATHS.Member, PATHS.MemberInfo),
  screen(PATHS.MemberInfo, 'MemberInfo'),
  screen(PATHS.ModifyPwd, 'ModifyPwd', AUTH_NO_DEMO),
  screen(PATHS.ModifyDrawingPwd, 'ModifyDrawingPwd', AUTH_NO_DEMO),
  screen(PATHS.SetDrawingPwd, 'SetDrawingPwd', AUTH_NO_DEMO),
  screen(PATHS.Transfer, 'Transfer', AUTH),
  screen(PATHS.Promotion, 'Promotion', AUTH),
  screen(PATHS.Yuebao, 'Yuebao', AUTH_NO_DEMO),
  screen(PATHS.Fsnow, 'Fsnow', AUTH_NO_DEMO),
  screen(PATHS.ApplyDrawing, 'ApplyDrawing', AUTH_NO_DEMO),
  screen(PATHS.Recharge, 'Recharge', AUTH_NO_DEMO),
  screen(PATHS.Card, 'Card', AUTH_NO_DEMO),
  screen(PATHS.GameRecord, 'GameRecord', AUTH_NO_DEMO),
  screen(PATHS.MoneyLog, 'MoneyLog', AUTH_NO_DEMO),
  screen(PATHS.RechargeList, 'RechargeList', AUTH_NO_DEMO),
  screen(PATHS.Message, 'Message', AUTH_NO_DEMO),
  screen(PATHS.Notice, 'Notice', AUTH),
  screen(PATHS.RedBag, 'RedBag', AUTH_NO_DEMO),
  screen(PATHS.DailyBonus, 'DailyBonus', AUTH_NO_DEMO),
  screen(PATHS.DailyBonusLog, 'DailyBonusLog', AUTH_NO_DEMO),
  screen(PATHS.Center, 'Center', { auth: true, tabBar: true }),
  screen(PATHS.Language, 'Language'),
  screen(PATHS.Test, 'Test'),
];
