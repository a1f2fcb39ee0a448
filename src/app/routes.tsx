import type { ComponentType } from 'react';
import { matchPath, redirect, type RouteObject } from 'react-router-dom';
import type { Area } from '@i18n/areas';
import type { Locale } from '@i18n/locales';
import type { AppStore } from '@/state/store';
import { guardLoader } from './guards';
import { ROUTE_TABLE, type RouteMeta } from '@/state/routeTable';
import { PATHS } from '@/state/paths';
import { selectLocale } from '@/state/localeSlice';
import { needTexts } from '@/state/texts';
import { AppShell } from './AppShell';
import { RouteFallback, RouteError } from './RouteFallback';
import { HomeScreen } from '@/features/home/HomeScreen';

type ScreenLoader = () => Promise<ComponentType>;

/** Every screen, one lazy import per line (each becomes its own chunk). */
export const screens = {
  Welcome: () => import('@/features/auth/WelcomeScreen').then((m) => m.WelcomeScreen),
  Login: () => import('@/features/auth/LoginScreen').then((m) => m.LoginScreen),
  Register: () => import('@/features/auth/RegisterScreen').then((m) => m.RegisterScreen),
  LoginToSupplier: () => import('@/features/games/LoginToSupplierScreen').then((m) => m.LoginToSupplierScreen),
  Activity: () => import('@/features/activity/ActivityScreen').then((m) => m.ActivityScreen),
  ActivityDetail: () => import('@/features/activity/ActivityDetailScreen').then((m) => m.ActivityDetailScreen),
  LiveLevelUp: () => import('@/features/levelup/LiveLevelUpScreen').then((m) => m.LiveLevelUpScreen),
  SlotLevelUp: () => import('@/features/levelup/SlotLevelUpScreen').then((m) => m.SlotLevelUpScreen),
  CreditIndex: () => import('@/features/credit/CreditIndexScreen').then((m) => m.CreditIndexScreen),
  CreditRecord: () => import('@/features/credit/CreditRecordScreen').then((m) => m.CreditRecordScreen),
  CreditBorrow: () => import('@/features/credit/CreditBorrowScreen').then((m) => m.CreditBorrowScreen),
  CreditRepay: () => import('@/features/credit/CreditRepayScreen').then((m) => m.CreditRepayScreen),
  RecommendGame: () => import('@/features/games/RecommendGameScreen').then((m) => m.RecommendGameScreen),
  MainActivity: () => import('@/features/activity/MainActivityScreen').then((m) => m.MainActivityScreen),
  MainActivityDetail: () =>
    import('@/features/activity/MainActivityDetailScreen').then((m) => m.MainActivityDetailScreen),
  MemberInfo: () => import('@/features/account/MemberInfoScreen').then((m) => m.MemberInfoScreen),
  ModifyPwd: () => import('@/features/account/ModifyPwdScreen').then((m) => m.ModifyPwdScreen),
  ModifyDrawingPwd: () => import('@/features/account/ModifyDrawingPwdScreen').then((m) => m.ModifyDrawingPwdScreen),
  SetDrawingPwd: () => import('@/features/account/SetDrawingPwdScreen').then((m) => m.SetDrawingPwdScreen),
  Transfer: () => import('@/features/wallet/TransferScreen').then((m) => m.TransferScreen),
  Promotion: () => import('@/features/team/PromotionScreen').then((m) => m.PromotionScreen),
  Yuebao: () => import('@/features/yuebao/YuebaoScreen').then((m) => m.YuebaoScreen),
  Fsnow: () => import('@/features/rebate/FsnowScreen').then((m) => m.FsnowScreen),
  ApplyDrawing: () => import('@/features/withdraw/WithdrawScreen').then((m) => m.WithdrawScreen),
  Recharge: () => import('@/features/recharge/RechargeScreen').then((m) => m.RechargeScreen),
  Card: () => import('@/features/bank/CardScreen').then((m) => m.CardScreen),
  GameRecord: () => import('@/features/records/GameRecordScreen').then((m) => m.GameRecordScreen),
  MoneyLog: () => import('@/features/records/MoneyLogScreen').then((m) => m.MoneyLogScreen),
  RechargeList: () => import('@/features/records/RechargeListScreen').then((m) => m.RechargeListScreen),
  Message: () => import('@/features/mail/MessageScreen').then((m) => m.MessageScreen),
  Notice: () => import('@/features/notice/NoticeScreen').then((m) => m.NoticeScreen),
  Vip: () => import('@/features/vip/VipScreen').then((m) => m.VipScreen),
  RedBag: () => import('@/features/bonus/RedBagScreen').then((m) => m.RedBagScreen),
  DailyBonus: () => import('@/features/bonus/DailyBonusScreen').then((m) => m.DailyBonusScreen),
  DailyBonusLog: () => import('@/features/bonus/DailyBonusLogScreen').then((m) => m.DailyBonusLogScreen),
  Wheel: () => import('@/features/bonus/WheelScreen').then((m) => m.WheelScreen),
  Center: () => import('@/features/account/CenterScreen').then((m) => m.CenterScreen),
  Language: () => import('@/features/account/LanguageScreen').then((m) => m.LanguageScreen),
  Test: () => import('@/features/flowlab/FlowLabScreen').then((m) => m.FlowLabScreen),
} satisfies Record<string, ScreenLoader>;

export type ScreenName = keyof typeof screens;

/**
 * The catalog areas each screen shows texts of, beyond the core catalog (i18n/areas.ts): its route
 * renders once they are in. __tests__/i18n/areas.test.ts reads the screens' code to keep this exact.
 */
export const SCREEN_TEXTS: Record<ScreenName, readonly Area[]> = {
  Welcome: ['auth'],
  Login: ['auth'],
  Register: ['auth'],
  LoginToSupplier: ['routes'],
  Activity: ['activity', 'auth', 'routes'],
  ActivityDetail: ['activity', 'auth', 'routes'],
  LiveLevelUp: ['levelup'],
  SlotLevelUp: ['levelup'],
  CreditIndex: ['credit'],
  CreditRecord: ['credit'],
  CreditBorrow: ['credit'],
  CreditRepay: ['credit'],
  RecommendGame: [],
  MainActivity: ['activity', 'auth', 'routes'],
  MainActivityDetail: ['activity', 'auth', 'routes'],
  MemberInfo: ['account'],
  ModifyPwd: ['account'],
  ModifyDrawingPwd: ['account'],
  SetDrawingPwd: ['account'],
  Transfer: ['wallet'],
  Promotion: ['records', 'routes', 'team'],
  Yuebao: ['yuebao'],
  Fsnow: ['rebate'],
  ApplyDrawing: ['bank', 'withdraw'],
  Recharge: ['recharge'],
  Card: ['bank'],
  GameRecord: ['records', 'routes'],
  MoneyLog: ['records', 'routes'],
  RechargeList: ['records', 'routes'],
  Message: ['mail', 'routes'],
  Notice: ['routes'],
  Vip: ['vip'],
  RedBag: ['bonus'],
  DailyBonus: ['bonus'],
  DailyBonusLog: ['bonus', 'records'],
  Wheel: ['bonus'],
  Center: ['account'],
  Language: ['account', 'routes'],
  Test: ['flowlab'],
};

/** Starts loading the texts of the screen at `hash` (the opening route), before the router exists. */
export function loadTextsForLocation(hash: string, lang: Locale): void {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  const entry = ROUTE_TABLE.find((e) => 'screen' in e && matchPath({ path: e.path }, pathname));
  const areas = entry && 'screen' in entry ? SCREEN_TEXTS[entry.screen as ScreenName] : undefined;
  if (areas?.length) needTexts(areas, lang).catch(() => undefined);
}

function page(entry: { path: string; screen: string; meta: RouteMeta }, store: AppStore): RouteObject {
  const { path, meta } = entry;
  // Home is in the entry bundle: it is the first screen of most visits.
  if (entry.screen === 'Home') return { path, Component: HomeScreen, handle: meta };
  const load = screens[entry.screen as ScreenName];
  const texts = SCREEN_TEXTS[entry.screen as ScreenName];
  return {
    path,
    handle: meta,
    loader: meta.auth || meta.noDemo ? guardLoader(store, meta) : undefined,
    // The screen's code and its texts, in parallel: it renders once both are in.
    lazy: async () => {
      const [Component] = await Promise.all([load(), needTexts(texts, selectLocale(store.getState()))]);
      return { Component };
    },
  };
}

const redirectTo = (path: string, target: string): RouteObject => ({
  path,
  loader: () => redirect(target),
  Component: RouteFallback,
});

/** The router's routes, built from the route table; anything else goes home. */
export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RouteError,
      children: [
        ...ROUTE_TABLE.map((entry) =>
          'redirect' in entry ? redirectTo(entry.path, entry.redirect) : page(entry, store),
        ),
        redirectTo('*', PATHS.Home),
      ],
    },
  ];
}
