import type { Area } from '@i18n/areas';

/**
 * The catalog areas each screen shows texts of, beyond the core catalog (i18n/areas.ts), by screen name (the
 * names of src/app/routes.tsx `screens`). Plain data: the build reads it to list each route's text files for the
 * early script (webpack.config.js), and __tests__/i18n/areas.test.ts reads the screens' code to keep it exact.
 */
export const SCREEN_TEXTS = {
  Welcome: ['auth'],
  Login: ['auth'],
  Register: ['auth'],
  LoginToSupplier: ['routes'],
  Activity: ['activity', 'auth', 'routes'],
  ActivityDetail: ['activity', 'auth', 'routes'],
  LiveLevelUp: ['levelup'],
  SlotLevelUp: ['levelup'],
  CreditIndex: ['credit'],
  CreditRecord: ['credit', 'records'],
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
  ApplyDrawing: ['bank', 'records', 'withdraw'],
  Recharge: ['recharge', 'records'],
  Card: ['bank'],
  GameRecord: ['records', 'routes'],
  MoneyLog: ['records', 'routes'],
  RechargeList: ['records', 'routes'],
  Message: ['mail', 'routes'],
  Notice: ['routes'],
  Vip: ['vip'],
  ResponsiblePlay: ['account'],
  RedBag: ['bonus'],
  DailyBonus: ['bonus'],
  DailyBonusLog: ['bonus', 'records'],
  Wheel: ['bonus'],
  Center: ['account', 'routes', 'wallet'],
  Language: ['account', 'routes'],
  Test: ['flowlab'],
} satisfies Record<string, readonly Area[]>;
