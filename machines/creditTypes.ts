import type { FlowErrorCode } from '@/lib/flowError';

/** What the credit flow (machines/creditMachine) keeps, is told and sends: its context, events and requests. */
export type CreditFieldErrors = {
  name?: 'required' | 'format';
  realname?: 'required';
  amount?: 'required' | 'invalid' | 'overLimit';
  days?: 'range';
  /** One loan at a time: an unpaid loan, an application still under review, or the minute after repaying. */
  loan?: 'outstanding' | 'pending' | 'wait';
  repay?: 'nothingOwed' | 'overBalance';
};

/**
 * The member's credit figures at the moment of submitting, from the limit query (decimal strings):
 * the maximum borrow, what is borrowed now, whether an application awaits review, whether the minute
 * after a repayment is still running, and the main wallet when the member is logged in (null for a
 * visitor: the platform checks it).
 */
export type CreditFacts = { limit: string; used: string; pending: boolean; waiting: boolean; balance: string | null };
export type BorrowRequest = { name: string; realname: string; amount: string; days: number; intentKey: string };
export type RepayRequest = { name: string; realname: string; amount: string; intentKey: string };

/**
 * What is kept across a forced re-login (nothing secret), with the key of the loan or repayment confirmed from it
 * (one intent however often it is sent; api/intent).
 */
export type CreditDraft = { name: string; realname: string; amount: string; days: string; intentKey?: string | null };

export type CreditContext = CreditDraft & {
  /** The account whose figures are shown (the one looked up), or null before a query. */
  account: string | null;
  fieldErrors: CreditFieldErrors;
  errorCode: FlowErrorCode | null;
  errorAt: 'lookup' | 'borrow' | 'repay' | null;
  /** The debt being repaid in full (as the limit query stated it), for the request and the result panel. */
  repayAmount: string | null;
};

export type CreditEvent =
  | { type: 'name.change'; value: string }
  | { type: 'account.submit' }
  | { type: 'account.refresh' }
  | { type: 'realname.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'days.change'; value: string }
  | { type: 'borrow.submit'; facts: CreditFacts }
  | { type: 'repay.submit'; facts: CreditFacts }
  | { type: 'flow.restart' };

export type CreditInput = { name?: string; realname?: string; draft?: Partial<CreditDraft> | null };
