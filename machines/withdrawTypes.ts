import type { FlowErrorCode } from '@/lib/flowError';

/** What the withdrawal flow (machines/withdrawMachine) keeps, is told and sends: its context, events and requests. */
export type WithdrawAmountError = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'overBalance';
export type WithdrawFieldErrors = {
  amount?: WithdrawAmountError;
  card?: 'required';
  realname?: 'required' | 'length';
  qkPwd?: 'format' | 'mismatch';
};

/** A bank or virtual-coin account as the add form sends it. */
export type CardInput = {
  bank_type: string;
  card_no: string;
  owner_name: string;
  bank_address?: string;
  remark?: string;
};
/** The server's limits and the main wallet balance, as the screen shows them (units, decimal strings). */
export type WithdrawLimits = { min: number; max: number; available: string };
export type WithdrawRequest = { cardId: number; amount: string; pwd: string; intentKey: string };

/**
 * What is kept across a forced re-login: the chosen card, the amount and the key of the withdrawal they make (one
 * intent, however often it is sent; api/intent), never the password.
 */
export type WithdrawDraft = { cardId: number | null; amount: string; intentKey?: string | null };

export type WithdrawContext = WithdrawDraft & {
  fieldErrors: WithdrawFieldErrors;
  errorCode: FlowErrorCode | null;
  /** The accepted withdrawal, for the result screen. */
  result: { amount: string; cardId: number } | null;
};

export type WithdrawEvent =
  | { type: 'check.retry' }
  | { type: 'realname.submit'; realname: string }
  | { type: 'qkPwd.set'; pwd: string; confirm: string }
  | { type: 'card.submit'; card: CardInput }
  | { type: 'card.select'; id: number }
  | { type: 'amount.change'; value: string }
  | { type: 'form.submit'; limits: WithdrawLimits }
  | { type: 'confirm.cancel' }
  | { type: 'passcode.submit'; pwd: string }
  | { type: 'flow.restart' };

export type WithdrawInput = { draft?: Partial<WithdrawDraft> | null };
