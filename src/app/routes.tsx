import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '@i18n/areas';
import type { Locale } from '@i18n/locales';
import { needTexts, shownLocale } from '@/state/texts';
import { screenEntryFor } from './routeMatch';
import { SCREEN_TEXTS as TEXTS_OF_SCREENS } from './screenTexts';

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
  ResponsiblePlay: () => import('@/features/play/ResponsiblePlayScreen').then((m) => m.ResponsiblePlayScreen),
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
 * The catalog areas each screen shows texts of, beyond the core catalog (i18n/areas.ts): its route renders once
 * they are in. The list itself lives in ./screenTexts (plain data the build reads too); this typing makes sure
 * every screen has its entry.
 */
export const SCREEN_TEXTS: Record<ScreenName, readonly Area[]> = TEXTS_OF_SCREENS;

/** Starts loading the texts of the screen at `hash` (the opening route), before the router exists. */
export function loadTextsForLocation(hash: string, lang: Locale): void {
  const entry = screenEntryFor(hash.replace(/^#/, '').split('?')[0] || '/');
  const areas = entry && entry.screen in SCREEN_TEXTS ? SCREEN_TEXTS[entry.screen as ScreenName] : undefined;
  if (areas?.length) needTexts(areas, lang).catch(() => undefined);
}

/**
 * Each screen as a lazy component, made once: it renders when its code and its texts in the language on
 * screen are in (loaded in parallel). React keeps the outcome, so a screen whose code failed to load shows
 * the route's error, whose button reloads the page.
 */
export const lazyScreens = Object.fromEntries(
  (Object.keys(screens) as ScreenName[]).map((name) => [
    name,
    lazy(async () => {
      const [Component] = await Promise.all([screens[name](), needTexts(SCREEN_TEXTS[name], shownLocale())]);
      return { default: Component };
    }),
  ]),
) as Record<ScreenName, LazyExoticComponent<ComponentType>>;
