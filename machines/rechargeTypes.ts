import type { FlowErrorCode } from '@/lib/flowError';

/** What the deposit flow (machines/rechargeMachine) keeps, is told and sends: its context, events and requests. */
/** Online channels answer with a pay address; company channels are reviewed by customer service. */
export type RechargeKind = 'online' | 'company';
export type RechargeField = 'amount' | 'payerName' | 'payerAccount' | 'hkAt';
export type RechargeFieldError = 'required' | 'invalid' | 'range';
export type RechargeFieldErrors = Partial<Record<RechargeField, RechargeFieldError>>;

/** The chosen channel as the machine needs it: which one, and its single-transaction limits in units. */
export type RechargeChannel = { paymentId: number; paymentType: string; kind: RechargeKind; min: number; max: number };

/**
 * What the member typed; kept across a forced re-login (nothing here is secret), with the key of the deposit it
 * makes once confirmed (one intent however often it is sent; api/intent).
 */
export type RechargeDraft = {
  channel: RechargeChannel | null;
  amount: string;
  payerName: string;
  payerAccount: string;
  hkAt: string;
  pic: string;
  intentKey?: string | null;
};

export type RechargeContext = RechargeDraft & {
  fieldErrors: RechargeFieldErrors;
  errorCode: FlowErrorCode | null;
  uploadErrorCode: FlowErrorCode | null;
  payUrl: string | null;
};

export type RechargeSubmit = { kind: RechargeKind; channel: RechargeChannel; intentKey: string } & Omit<
  RechargeDraft,
  'channel' | 'intentKey'
>;
export type RechargeSubmitOutput = { payUrl?: string };

export type RechargeEvent =
  | ({ type: 'method.select' } & RechargeChannel)
  | { type: 'payee.next' }
  | { type: 'flow.back' }
  | { type: 'field.change'; field: RechargeField; value: string }
  | { type: 'pic.select'; file: Blob; name: string }
  | { type: 'pic.remove' }
  | { type: 'form.submit' }
  | { type: 'flow.restart' };

export type RechargeInput = { draft?: Partial<RechargeDraft> | null; now?: string };
