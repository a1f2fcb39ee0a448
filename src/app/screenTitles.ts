import type { PathName } from '@/state/paths';

/**
 * The title each screen's nav bar opens with (a catalog id), by screen name, for screens whose title is fixed
 * when they open. Plain data: the build puts each route's title, in every language, into index.html, so the early
 * shell draws the nav bar with its title (src/lib/earlyShell.ts) before the framework has downloaded.
 * e2e/shellTitles.spec.ts holds it to what each screen draws, word for word and box for box. Not listed, so their
 * shell keeps an empty title: screens named by their data (a game list), and the sign-in screen, whose nav bar has
 * a wider right-hand link that moves its title.
 */
export const SCREEN_TITLES: Partial<Record<PathName, string>> = {
  Login: 'auth.login.titleText',
  Register: 'auth.register.titleText',
  Activity: 'routes.activity.titleText',
  ActivityDetail: 'routes.activityDetail.titleText',
  LiveLevelUp: 'levelup.page.liveTitleText',
  SlotLevelUp: 'levelup.page.slotTitleText',
  CreditIndex: 'credit.index.titleText',
  CreditRecord: 'credit.record.titleText',
  CreditBorrow: 'credit.borrow.titleText',
  CreditRepay: 'credit.repay.titleText',
  MainActivity: 'routes.mainActivity.titleText',
  MainActivityDetail: 'routes.activityDetail.titleText',
  MemberInfo: 'account.memberInfo.titleText',
  ModifyPwd: 'account.modifyPwd.titleText',
  ModifyDrawingPwd: 'account.modifyDrawingPwd.titleText',
  SetDrawingPwd: 'account.setDrawingPwd.titleText',
  Transfer: 'wallet.transfer.titleText',
  Promotion: 'routes.promotion.titleText',
  Yuebao: 'yuebao.screen.titleText',
  Fsnow: 'rebate.fsnow.titleText',
  ApplyDrawing: 'withdraw.screen.titleText',
  Recharge: 'recharge.screen.titleText',
  Card: 'bank.card.titleText',
  GameRecord: 'routes.gameRecord.titleText',
  MoneyLog: 'routes.moneyLog.titleText',
  RechargeList: 'routes.rechargeList.titleText',
  Message: 'routes.message.titleText',
  Notice: 'routes.notice.titleText',
  Vip: 'vip.screen.titleText',
  ResponsiblePlay: 'account.playScreen.titleText',
  RedBag: 'bonus.redbag.titleText',
  DailyBonusLog: 'bonus.signLog.titleText',
  Wheel: 'bonus.wheel.titleText',
  Center: 'account.center.titleText',
  Language: 'routes.language.titleText',
};
