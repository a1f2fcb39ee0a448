import Big from 'big.js';
import { isNotOpened, parseMoney } from '@/lib/money';
import type { Wallet } from '@/api/walletApi';

/** The platform wallets; every other row of game/api_moneys is a game supplier. */
export const MAIN = 'money';
export const REBATE = 'fs_money';

export type LocalTransfer = {
  kind: 'deposit' | 'withdraw';
  apiCode: string;
  amount: string;
  moneyType: 'money' | 'fs_money';
};

const plus = (value: Wallet['money'], delta: Big): string => {
  const base = isNotOpened(value) ? new Big(0) : (parseMoney(value) ?? new Big(0));
  return base.plus(delta).toFixed(2);
};

/**
 * The figures a transfer moves, applied at once as the original app did (docs/screens.md#how-state-moves): a deposit lowers the
 * source wallet (main or rebate, by money_type) and raises the game wallet; a withdrawal lowers the game
 * wallet and raises the main one. Exact decimals; the platform's answer replaces these on reconcile.
 */
export function applyTransfer(wallets: Wallet[], t: LocalTransfer): Wallet[] {
  const amount = new Big(t.amount);
  const source = t.kind === 'deposit' ? t.moneyType : t.apiCode;
  const target = t.kind === 'deposit' ? t.apiCode : MAIN;
  return wallets.map((w) => {
    if (w.api_name === source) return { ...w, money: plus(w.money, amount.neg()) };
    if (w.api_name === target) return { ...w, money: plus(w.money, amount) };
    return w;
  });
}

/** Whole units a wallet can send (game transfers move whole units only). */
export function wholeUnits(value: Wallet['money'] | undefined): string {
  if (value === undefined || isNotOpened(value)) return '0';
  const parsed = parseMoney(value);
  if (!parsed || parsed.lt(0)) return '0';
  return parsed.round(0, Big.roundDown).toFixed(0);
}

export function isGameWallet(apiName: string): boolean {
  return apiName !== MAIN && apiName !== REBATE;
}
