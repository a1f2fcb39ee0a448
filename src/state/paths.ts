/** Every route of the app (docs/screens.md#routes), hash mode. Parameterised paths have a builder below. */
export const PATHS = {
  Root: '/',
  Welcome: '/Welcome',
  Login: '/Login',
  Register: '/Register',
  LoginToSupplier: '/loginToSupplier',
  Activity: '/Activity',
  ActivityDetail: '/Activity/:id',
  LiveLevelUp: '/LiveLevelUp',
  SlotLevelUp: '/SlotLevelUp',
  Credit: '/Credit',
  CreditIndex: '/Credit/Index',
  CreditRecord: '/Credit/Record',
  CreditBorrow: '/Credit/Borrow',
  CreditRepay: '/Credit/Repay',
  Main: '/Main',
  Home: '/Main/home',
  RecommendGame: '/Main/recommendGame/:api_code/:gametype',
  MainActivity: '/Main/activity',
  MainActivityDetail: '/Main/activity/:id',
  Member: '/Member',
  MemberInfo: '/Member/MemberInfo',
  ModifyPwd: '/Member/Modify_pwd',
  ModifyDrawingPwd: '/Member/Modify_drawing_pwd',
  SetDrawingPwd: '/Member/SetDrawingPwd',
  Transfer: '/Member/Transfer',
  Promotion: '/Member/Promotion',
  Yuebao: '/Member/Yuebao',
  Fsnow: '/Member/Fsnow',
  ApplyDrawing: '/Member/ApplyDrawing',
  Recharge: '/Member/Recharge',
  Card: '/Member/Card',
  GameRecord: '/Member/GameRecord',
  MoneyLog: '/Member/MoneyLog',
  RechargeList: '/Member/RechargeList',
  Message: '/Member/Message',
  Notice: '/Member/Notice',
  Vip: '/Member/Vip',
  ResponsiblePlay: '/Member/ResponsiblePlay',
  RedBag: '/RedBag',
  DailyBonus: '/dailybonus',
  DailyBonusLog: '/dailybonus/log',
  Wheel: '/Wheel',
  Center: '/Center',
  Language: '/Language',
  Test: '/test',
} as const;

export type PathName = keyof typeof PATHS;

export const activityPath = (id: string | number) => `/Activity/${encodeURIComponent(String(id))}`;
export const mainActivityPath = (id: string | number) => `/Main/activity/${encodeURIComponent(String(id))}`;
export const recommendGamePath = (apiCode: string, gameType: string | number) =>
  `/Main/recommendGame/${encodeURIComponent(apiCode)}/${encodeURIComponent(String(gameType))}`;

/** The Login route that brings the member back to `returnTo` afterwards. */
export const loginPath = (returnTo?: string) =>
  returnTo && returnTo !== '/' ? `${PATHS.Login}?redirect=${encodeURIComponent(returnTo)}` : PATHS.Login;

/** Where the game supplier screen is opened from a tile (docs/platform-api.md#games-and-wallets playGame). */
export const loginToSupplierPath = (params: Record<string, string | number>) =>
  `${PATHS.LoginToSupplier}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
