import type { RechargeContext } from '../../machines/rechargeTypes';

/**
 * What tells two recharge states apart in the path tests: what the guards read (the channel's kind, the form's
 * fields, a receipt). Messages and error codes change what is shown, not where the flow can go, and the machine's
 * own tests check them.
 */
export function rechargeStateKey(s: { value: unknown; context: RechargeContext }): unknown[] {
  const c = s.context;
  return [s.value, c.channel?.kind ?? null, c.amount, c.payerName, c.payerAccount, !!c.pic];
}
