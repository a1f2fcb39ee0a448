/** Transfer, drawn early: the game wallets are read before the framework is in (the member card is the shell's own). */
import type { DeclaredReads } from '@/early/declaration';

export const reads: DeclaredReads = {
  route: '/member/transfer',
  reads: [{ path: 'game/api_moneys', body: {} }],
  noDemo: false,
};
