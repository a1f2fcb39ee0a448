import type { CreditAccount, CreditRecord } from '@/api/creditApi';
import type { CreditFacts } from '@machines/creditTypes';
import { parseServerDate } from '@/lib/dates';
import { parseMoney } from '@/lib/money';
import { statedWait } from '@/lib/statedWait';

/** A loan application's result can be checked 5 minutes after applying (docs/screens.md#numbers-and-limits), unless the platform says otherwise. */
export const REVIEW_MS = 5 * 60_000;
/** A new loan may be asked for 1 minute after repaying (docs/screens.md#numbers-and-limits). */
export const REBORROW_MS = 60_000;

/**
 * The one wait after applying for a loan: the one the platform's borrowing rule names (its texts say '2 hours'; the
 * rule is read again after a reload, where the application's answer is gone), else the five minutes of docs/screens.md#numbers-and-limits.
 * `named`: the rule says it in its own words; otherwise the app says it where the rule is shown.
 */
export function reviewWait(borrowRule: string | null | undefined): { ms: number; named: boolean } {
  const stated = statedWait(borrowRule);
  return stated === null ? { ms: REVIEW_MS, named: false } : { ms: stated, named: true };
}

const at = (v: string | null | undefined) => parseServerDate(v)?.getTime() ?? null;
const plain = (v: unknown) => (parseMoney(v) ?? parseMoney(0))!.toFixed(2);

export type AccountView = {
  facts: CreditFacts;
  /** The application awaiting review, if any. */
  pendingLoan: CreditRecord | null;
  /** The loan being repaid (lent, not yet returned). */
  openLoan: CreditRecord | null;
  /** When the wait after applying ends; when the minute after repaying ends; when the loan is due. */
  reviewEndsAt: number | null;
  reborrowAt: number | null;
  dueAt: number | null;
};

/** What the credit screens derive from the limit query (newest loans first), at time `now`. */
export function accountView(
  acc: CreditAccount,
  balance: string | null,
  now: number,
  reviewMs: number = REVIEW_MS,
): AccountView {
  const pendingLoan = acc.list.find((r) => r.type === 'borrow' && Number(r.status) === 1) ?? null;
  const openLoan = acc.list.find((r) => r.type === 'borrow' && Number(r.status) === 2 && !Number(r.is_return)) ?? null;
  const lastRepay = acc.list.find((r) => r.type === 'lend' && Number(r.status) === 4) ?? null;
  const repaidAt = at(lastRepay?.created_at);
  const reborrowAt = repaidAt === null ? null : repaidAt + REBORROW_MS;
  const appliedAt = at(pendingLoan?.created_at);
  return {
    facts: {
      limit: plain(acc.row.total_credit),
      used: plain(acc.row.used_credit),
      pending: pendingLoan !== null,
      waiting: reborrowAt !== null && reborrowAt > now,
      balance: balance === null ? null : plain(balance),
    },
    pendingLoan,
    openLoan,
    reviewEndsAt: appliedAt === null ? null : appliedAt + reviewMs,
    reborrowAt,
    dueAt: at(openLoan?.dead_at),
  };
}

/** '4:59', '1:02:03': what is left of a countdown, never negative. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
