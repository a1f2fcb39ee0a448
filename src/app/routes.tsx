import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import type { AppStore } from './store';
import { guardLoader, type RouteMeta } from './guards';
import { PATHS } from './paths';
import { AppShell } from './AppShell';
import { RouteFallback, RouteError } from './RouteFallback';
import { HomeScreen } from '@/features/home/HomeScreen';

type ScreenLoader = () => Promise<ComponentType>;

/** A route whose screen is not open yet: it shows NotAvailableScreen, and its guards already apply. */
const notYet = (titleId: string): ScreenLoader => () =>
  import(/* webpackChunkName: "not-available" */ '@/components/NotAvailableScreen').then((m) => m.notAvailable(titleId));

/** Every screen, one lazy import per line (each becomes its own chunk). */
export const screens = {
  Welcome: () => import('@/features/auth/WelcomeScreen').then((m) => m.WelcomeScreen),
  Login: () => import('@/features/auth/LoginScreen').then((m) => m.LoginScreen),
  Register: () => import('@/features/auth/RegisterScreen').then((m) => m.RegisterScreen),
  LoginToSupplier: () => import('@/features/games/LoginToSupplierScreen').then((m) => m.LoginToSupplierScreen),
  Activity: notYet('routes.activity.titleText'),
  ActivityDetail: notYet('routes.activityDetail.titleText'),
  LiveLevelUp: notYet('routes.liveLevelUp.titleText'),
  SlotLevelUp: notYet('routes.slotLevelUp.titleText'),
  CreditIndex: notYet('routes.creditIndex.titleText'),
  CreditRecord: notYet('routes.creditRecord.titleText'),
  CreditBorrow: notYet('routes.creditBorrow.titleText'),
  CreditRepay: notYet('routes.creditRepay.titleText'),
  RecommendGame: notYet('routes.recommendGame.titleText'),
  MainActivity: notYet('routes.mainActivity.titleText'),
  MainActivityDetail: notYet('routes.activityDetail.titleText'),
  MemberInfo: () => import('@/features/account/MemberInfoScreen').then((m) => m.MemberInfoScreen),
  ModifyPwd: () => import('@/features/account/ModifyPwdScreen').then((m) => m.ModifyPwdScreen),
  ModifyDrawingPwd: () => import('@/features/account/ModifyDrawingPwdScreen').then((m) => m.ModifyDrawingPwdScreen),
  SetDrawingPwd: () => import('@/features/account/SetDrawingPwdScreen').then((m) => m.SetDrawingPwdScreen),
  Transfer: () => import('@/features/wallet/TransferScreen').then((m) => m.TransferScreen),
  Promotion: notYet('routes.promotion.titleText'),
  Yuebao: notYet('routes.yuebao.titleText'),
  Fsnow: notYet('routes.fsnow.titleText'),
  ApplyDrawing: () => import('@/features/withdraw/WithdrawScreen').then((m) => m.WithdrawScreen),
  Recharge: () => import('@/features/recharge/RechargeScreen').then((m) => m.RechargeScreen),
  Card: () => import('@/features/bank/CardScreen').then((m) => m.CardScreen),
  GameRecord: () => import('@/features/records/GameRecordScreen').then((m) => m.GameRecordScreen),
  MoneyLog: () => import('@/features/records/MoneyLogScreen').then((m) => m.MoneyLogScreen),
  RechargeList: () => import('@/features/records/RechargeListScreen').then((m) => m.RechargeListScreen),
  Message: () => import('@/features/mail/MessageScreen').then((m) => m.MessageScreen),
  Notice: () => import('@/features/notice/NoticeScreen').then((m) => m.NoticeScreen),
  RedBag: notYet('routes.redBag.titleText'),
  DailyBonus: notYet('routes.dailyBonus.titleText'),
  DailyBonusLog: notYet('routes.dailyBonusLog.titleText'),
  Center: () => import('@/features/account/CenterScreen').then((m) => m.CenterScreen),
  Language: () => import('@/features/account/LanguageScreen').then((m) => m.LanguageScreen),
  Test: notYet('routes.test.titleText'),
} satisfies Record<string, ScreenLoader>;

export type ScreenName = keyof typeof screens;

/** Route rules of spec §2: who may enter (login, demo) and which pages carry the tab bar. */
const PUBLIC: RouteMeta = {};
const AUTH: RouteMeta = { auth: true };
const AUTH_NO_DEMO: RouteMeta = { auth: true, noDemo: true };
const TAB: RouteMeta = { tabBar: true };

function page(path: string, screen: ScreenName, meta: RouteMeta, store: AppStore): RouteObject {
  return {
    path,
    handle: meta,
    loader: meta.auth || meta.noDemo ? guardLoader(store, meta) : undefined,
    lazy: async () => ({ Component: await screens[screen]() }),
  };
}

const to = (path: string) => () => redirect(path);
const redirectTo = (path: string, target: string): RouteObject => ({ path, loader: to(target), Component: RouteFallback });

/** The 'about' route set, merged in as the original did: only the test area, nothing shown in menus. */
function aboutRoutes(store: AppStore): RouteObject[] {
  return [page(PATHS.Test, 'Test', PUBLIC, store)];
}

/**
 * The whole route table (hash mode). Additions to spec §2: `/Language` (the language picker, linked
 * from home, Welcome and Center) and `/Credit` → `/Credit/Index`.
 */
export function buildRoutes(store: AppStore): RouteObject[] {
  const p = (path: string, screen: ScreenName, meta: RouteMeta = PUBLIC) => page(path, screen, meta, store);
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RouteError,
      children: [
        redirectTo(PATHS.Root, PATHS.Home),
        p(PATHS.Welcome, 'Welcome'),
        p(PATHS.Login, 'Login'),
        p(PATHS.Register, 'Register'),
        p(PATHS.LoginToSupplier, 'LoginToSupplier'),
        p(PATHS.Activity, 'Activity'),
        p(PATHS.ActivityDetail, 'ActivityDetail'),
        p(PATHS.LiveLevelUp, 'LiveLevelUp'),
        p(PATHS.SlotLevelUp, 'SlotLevelUp'),
        redirectTo(PATHS.Credit, PATHS.CreditIndex),
        p(PATHS.CreditIndex, 'CreditIndex'),
        p(PATHS.CreditRecord, 'CreditRecord'),
        p(PATHS.CreditBorrow, 'CreditBorrow'),
        p(PATHS.CreditRepay, 'CreditRepay'),
        redirectTo(PATHS.Main, PATHS.Home),
        { path: PATHS.Home, Component: HomeScreen, handle: TAB },
        p(PATHS.RecommendGame, 'RecommendGame'),
        p(PATHS.MainActivity, 'MainActivity', TAB),
        p(PATHS.MainActivityDetail, 'MainActivityDetail'),
        redirectTo(PATHS.Member, PATHS.MemberInfo),
        p(PATHS.MemberInfo, 'MemberInfo'),
        p(PATHS.ModifyPwd, 'ModifyPwd', AUTH_NO_DEMO),
        p(PATHS.ModifyDrawingPwd, 'ModifyDrawingPwd', AUTH_NO_DEMO),
        p(PATHS.SetDrawingPwd, 'SetDrawingPwd', AUTH_NO_DEMO),
        p(PATHS.Transfer, 'Transfer', AUTH),
        p(PATHS.Promotion, 'Promotion', AUTH),
        p(PATHS.Yuebao, 'Yuebao', AUTH_NO_DEMO),
        p(PATHS.Fsnow, 'Fsnow', AUTH_NO_DEMO),
        p(PATHS.ApplyDrawing, 'ApplyDrawing', AUTH_NO_DEMO),
        p(PATHS.Recharge, 'Recharge', AUTH_NO_DEMO),
        p(PATHS.Card, 'Card', AUTH_NO_DEMO),
        p(PATHS.GameRecord, 'GameRecord', AUTH_NO_DEMO),
        p(PATHS.MoneyLog, 'MoneyLog', AUTH_NO_DEMO),
        p(PATHS.RechargeList, 'RechargeList', AUTH_NO_DEMO),
        p(PATHS.Message, 'Message', AUTH_NO_DEMO),
        p(PATHS.Notice, 'Notice', AUTH),
        p(PATHS.RedBag, 'RedBag', AUTH_NO_DEMO),
        p(PATHS.DailyBonus, 'DailyBonus', AUTH_NO_DEMO),
        p(PATHS.DailyBonusLog, 'DailyBonusLog', AUTH_NO_DEMO),
        p(PATHS.Center, 'Center', { auth: true, tabBar: true }),
        p(PATHS.Language, 'Language'),
        ...aboutRoutes(store),
        redirectTo('*', PATHS.Home),
      ],
    },
  ];
}
