import type { AppStore } from '@/state/store';
import type { OpeningReads } from '@/state/openingReads';
import { searchGetter } from '@/state/openingReads';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import type { ScreenName } from './routes';
import { screenEntryFor } from './routeMatch';
import { guardDecision, guardReady } from './guards';

/**
 * The screens whose first member reads the app sends as it boots on them (state/openingReads): each loads the
 * screen's own module (the early script has preloaded its file), so the reads live beside the screen that
 * shows them and its hooks share the requests. A screen that reads afresh each time it opens takes its opening
 * read while the opening has not settled (state/openingReads `useAfreshOnOpen`); the withdrawal form's checks
 * take the accounts read while it is a few seconds old (features/withdraw/withdrawActors), and its public
 * settings are read early for its route (early/homeReads, app/prefetch). The rebate list, whose deadline is the
 * server's "now" when it is read, is kept only as long as the screen may take its opening read (api/rebateApi).
 */
const OPENING_READS: Partial<Record<ScreenName, () => Promise<OpeningReads>>> = {
  Message: () => import('@/features/mail/MessageScreen').then((m) => m.openingReads),
  Recharge: () => import('@/features/recharge/RechargeScreen').then((m) => m.openingReads),
  Transfer: () => import('@/features/wallet/TransferScreen').then((m) => m.openingReads),
  ApplyDrawing: () => import('@/features/withdraw/WithdrawScreen').then((m) => m.openingReads),
  Card: () => import('@/features/bank/CardScreen').then((m) => m.openingReads),
  GameRecord: () => import('@/features/records/GameRecordScreen').then((m) => m.openingReads),
  MoneyLog: () => import('@/features/records/MoneyLogScreen').then((m) => m.openingReads),
  RechargeList: () => import('@/features/records/RechargeListScreen').then((m) => m.openingReads),
  Yuebao: () => import('@/features/yuebao/YuebaoScreen').then((m) => m.openingReads),
  Vip: () => import('@/features/vip/VipScreen').then((m) => m.openingReads),
  DailyBonus: () => import('@/features/bonus/DailyBonusScreen').then((m) => m.openingReads),
  DailyBonusLog: () => import('@/features/bonus/DailyBonusLogScreen').then((m) => m.openingReads),
  RedBag: () => import('@/features/bonus/RedBagScreen').then((m) => m.openingReads),
  Wheel: () => import('@/features/bonus/WheelScreen').then((m) => m.openingReads),
  Promotion: () => import('@/features/team/PromotionScreen').then((m) => m.openingReads),
  Fsnow: () => import('@/features/rebate/FsnowScreen').then((m) => m.openingReads),
};

/**
 * Sends the opening screen's member reads (at `hash`) if the member will be let in: signed in, and for a route
 * closed to demo accounts, not one (known once the member's info is in, the read the guard waits for too).
 * A visitor sent on to the login form, or a demo account refused, sends nothing.
 */
export async function startOpeningReads(store: AppStore, hash: string): Promise<void> {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const entry = screenEntryFor(path || '/');
  const load = entry ? OPENING_READS[entry.screen as ScreenName] : undefined;
  if (!entry || !load || !selectIsLoggedIn(store.getState())) return;
  const reads = load();
  await guardReady(store, entry.meta);
  if (guardDecision(store, entry.meta, path).kind !== 'allow') return;
  (await reads)(store.dispatch, searchGetter(search));
}
