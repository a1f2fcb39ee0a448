import type { MessageDescriptor } from 'react-intl';
import { PATHS } from '@/state/paths';
import { ROUTE_TABLE } from '@/state/routeTable';
import { m } from './messages';

export type CenterLink = { to: string; label: MessageDescriptor; icon: string; badge?: 'unread' };

/** Icon outlines (24×24, stroked), one per destination: no two places share a picture. */
const I = {
  deposit: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7l11-3v3M12 10.5v6M9 13.5h6',
  withdraw: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  card: 'M3 6h18v12H3zM3 10h18M6 15h5',
  bets: 'M7 8h10a4 4 0 0 1 0 8c-1.2 0-2-.8-3-2h-4c-1 1.2-1.8 2-3 2a4 4 0 0 1 0-8zM8 10v4M6 12h4M15.5 11h.01M17.5 13h.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  ledger: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 3v18M11 8h5M11 12h5M11 16h3',
  note: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 10v4M18 10v4',
  levelUp: 'M12 3l7 7h-4v5H9v-5H5zM8 19h8M9.5 22h5',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  coins:
    'M12 4c4 0 7 1.3 7 3s-3 3-7 3-7-1.3-7-3 3-3 7-3zM5 7v5c0 1.7 3 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3 3 7 3s7-1.3 7-3v-5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20h4',
  gift: 'M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  lock: 'M6 11h12v10H6zM9 11V8a3 3 0 0 1 6 0v3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
  wheel: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  // An hourglass: play kept within the time and money the member sets.
  hourglass: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
};

/** The team area is named as its screen's title is (Center alone shows it, so only Center loads the route titles). */
const TEAM_LABEL: MessageDescriptor = { id: 'routes.promotion.titleText' };

export const WALLET_LINKS: CenterLink[] = [
  { to: PATHS.Recharge, label: m.centerRechargeLink, icon: I.deposit },
  { to: PATHS.ApplyDrawing, label: m.centerWithdrawLink, icon: I.withdraw },
  { to: PATHS.Transfer, label: m.centerTransferLink, icon: I.transfer },
  { to: PATHS.Card, label: m.centerCardLink, icon: I.card },
];

export const RECORD_LINKS: CenterLink[] = [
  { to: PATHS.GameRecord, label: m.centerGameRecordLink, icon: I.bets },
  { to: PATHS.MoneyLog, label: m.centerMoneyLogLink, icon: I.ledger },
  { to: PATHS.RechargeList, label: m.centerRechargeListLink, icon: I.receipt },
  { to: PATHS.Message, label: m.centerMessageLink, icon: I.mail, badge: 'unread' },
  { to: PATHS.Notice, label: m.centerNoticeLink, icon: I.bell },
];

export const PROMOTION_LINKS: CenterLink[] = [
  { to: PATHS.Yuebao, label: m.centerYuebaoLink, icon: I.chart },
  { to: PATHS.Fsnow, label: m.centerFsnowLink, icon: I.coins },
  { to: PATHS.Credit, label: m.centerCreditLink, icon: I.note },
  { to: PATHS.LiveLevelUp, label: m.centerLevelUpLink, icon: I.levelUp },
  { to: PATHS.DailyBonus, label: m.centerDailyBonusLink, icon: I.calendar },
  { to: PATHS.RedBag, label: m.centerRedBagLink, icon: I.gift },
  { to: PATHS.Wheel, label: m.centerWheelLink, icon: I.wheel },
  { to: PATHS.Vip, label: m.centerVipLink, icon: I.crown },
];

/**
 * The rewards, and for an agent the team area (invite links, downline, reports), named as its own screen is. A member
 * who is not an agent is offered nothing there, so is not shown the way in.
 */
export function promotionLinks(isAgent: boolean): CenterLink[] {
  return isAgent ? [...PROMOTION_LINKS, { to: PATHS.Promotion, label: TEAM_LABEL, icon: I.team }] : PROMOTION_LINKS;
}

export function settingsLinks(hasQkPwd: boolean): CenterLink[] {
  return [
    { to: PATHS.MemberInfo, label: m.centerMemberInfoLink, icon: I.user },
    { to: PATHS.ModifyPwd, label: m.centerModifyPwdLink, icon: I.lock },
    { to: hasQkPwd ? PATHS.ModifyDrawingPwd : PATHS.SetDrawingPwd, label: m.centerDrawingPwdLink, icon: I.shield },
    { to: PATHS.Language, label: m.centerLanguageLink, icon: I.globe },
    { to: PATHS.ResponsiblePlay, label: m.centerResponsiblePlayLink, icon: I.hourglass },
  ];
}

/** Screens a trial account is turned away from: its route is closed to demo players, or the platform refuses a demo name there. */
const CLOSED_TO_DEMO = new Set([
  ...ROUTE_TABLE.flatMap((r) => ('screen' in r && r.meta.noDemo ? [r.path] : [])),
  PATHS.Credit,
]);

/** What a trial account can open: what Center shows a demo player. */
export function openToDemo(links: CenterLink[]): CenterLink[] {
  return links.filter((l) => !CLOSED_TO_DEMO.has(l.to));
}

export function LinkIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
