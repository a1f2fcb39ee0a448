import type { AnyStateMachine } from 'xstate';
import { stateNodes, transitionsOf } from '../../../src/flow/machineShape';
import { rechargeStateKey } from '../../support/rechargeStateKey';

/*
 * Sample events per machine for the record-and-replay path test, as the machines' own path tests use
 * them (secrets included, so redaction is exercised). A machine added to machines/ without an entry here
 * gets events made from its transitions (no payload), which covers simple machines; when that is not
 * enough, the test says so and an entry belongs here.
 */

export type PathSpec = {
  inputs: unknown[];
  events: Array<{ type: string; [k: string]: unknown }>;
  /** What tells two states apart for the paths (default: the value and the whole context). */
  key?: (s: { value: unknown; context: any }) => unknown;
};

const LIMITS = { min: 100, max: 50000, available: '13918.00' };
const CARD = { bank_type: 'ICBC', card_no: '6222000011112222', owner_name: '张三' };
const BANK = { paymentId: 4, paymentType: 'company_bankpay', kind: 'company', min: 100, max: 100000 };
const ONLINE = { paymentId: 1, paymentType: 'online_alipay', kind: 'online', min: 100, max: 50000 };
const NOW = '2026-11-22 10:00:00';
const FACTS = { limit: '5000', used: '0', pending: false, waiting: false, balance: '1000' };
const OWING = { limit: '5000', used: '300', pending: false, waiting: false, balance: '1000' };

const done = (id: string, output: unknown = {}) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, code = 400) => ({ type: `xstate.error.actor.${id}`, error: { code } });

export const PATH_SPECS: Record<string, PathSpec> = {
  activityApply: {
    inputs: [{ fields: ['member_name', 'recharge_money'], memberName: 'member01' }],
    events: [
      done('0.activityApply.loadingCaptcha', { key: 'k1', img: 'data:image/png;base64,AA' }),
      failed('0.activityApply.loadingCaptcha', 500),
      { type: 'field.change', field: 'recharge_money', value: '100' },
      { type: 'field.change', field: 'recharge_money', value: '' },
      { type: 'captcha.change', value: 'ab12' },
      { type: 'captcha.change', value: '' },
      { type: 'captcha.refresh' },
      { type: 'form.submit' },
      done('0.activityApply.submitting'),
      failed('0.activityApply.submitting'),
      { type: 'flow.restart' },
    ],
  },
  login: {
    inputs: [{ captchaRequired: true }, { captchaRequired: false }],
    events: [
      { type: 'field.change', field: 'name', value: 'member01' },
      { type: 'field.change', field: 'name', value: 'AB' },
      { type: 'field.change', field: 'password', value: 'pass1234' },
      { type: 'field.change', field: 'captcha', value: 'ab12' },
      { type: 'captcha.refresh' },
      { type: 'form.submit' },
      { type: 'demo.start' },
      done('loadCaptcha', { key: 'k-1', img: 'data:image/svg+xml;base64,AAAA' }),
      failed('loadCaptcha', 500),
      done('submitLogin', { token: 'tok-secret-1' }),
      failed('submitLogin'),
      done('demoLogin', { token: 'demo-secret-1' }),
      failed('demoLogin'),
      done('loadMember'),
      failed('loadMember', 200),
    ],
  },
  withdraw: {
    inputs: [{}],
    events: [
      done('loadPrerequisites', { hasRealname: false, hasQkPwd: false, defaultCardId: null }),
      done('loadPrerequisites', { hasRealname: true, hasQkPwd: false, defaultCardId: null }),
      done('loadPrerequisites', { hasRealname: true, hasQkPwd: true, defaultCardId: null }),
      done('loadPrerequisites', { hasRealname: true, hasQkPwd: true, defaultCardId: 7 }),
      failed('loadPrerequisites', 500),
      { type: 'check.retry' },
      { type: 'realname.submit', realname: '张三' },
      { type: 'realname.submit', realname: '' },
      done('saveRealname'),
      failed('saveRealname'),
      { type: 'qkPwd.set', pwd: '135790', confirm: '135790' },
      { type: 'qkPwd.set', pwd: '1', confirm: '1' },
      done('setQkPwd'),
      failed('setQkPwd'),
      { type: 'card.submit', card: CARD },
      done('addCard', { id: 8 }),
      failed('addCard', 422),
      { type: 'card.select', id: 7 },
      { type: 'amount.change', value: '200' },
      { type: 'amount.change', value: '' },
      { type: 'form.submit', limits: LIMITS },
      { type: 'confirm.cancel' },
      { type: 'passcode.submit', pwd: '246813' },
      { type: 'passcode.submit', pwd: '12' },
      done('submitWithdrawal'),
      failed('submitWithdrawal'),
      { type: 'flow.restart' },
    ],
  },
  recharge: {
    key: rechargeStateKey,
    inputs: [
      { now: NOW },
      {
        now: NOW,
        draft: { channel: BANK, amount: '200', payerName: '张三', payerAccount: '6222', hkAt: NOW, pic: '' },
      },
    ],
    events: [
      { type: 'method.select', ...BANK },
      { type: 'method.select', ...ONLINE },
      { type: 'payee.next' },
      { type: 'flow.back' },
      { type: 'flow.restart' },
      { type: 'field.change', field: 'amount', value: '200' },
      { type: 'field.change', field: 'payerName', value: 'A' },
      { type: 'field.change', field: 'payerAccount', value: '6222020012345678' },
      { type: 'pic.select', file: new Blob(['x']), name: 'r.png' },
      { type: 'pic.remove' },
      { type: 'form.submit' },
      done('submitRecharge'),
      done('submitRecharge', { payUrl: '/p' }),
      failed('submitRecharge'),
      done('uploadPicture', { url: '/assets/a.png' }),
      failed('uploadPicture'),
    ],
  },
  limitChange: {
    inputs: [undefined],
    events: [
      { type: 'limit.edit', kind: 'deposit', period: 'day', amount: '100.00' },
      { type: 'amount.change', value: '0' },
      { type: 'amount.change', value: '50' },
      { type: 'form.submit' },
      { type: 'edit.cancel' },
      { type: 'pending.confirm', kind: 'loss', period: 'week' },
      { type: 'result.dismiss' },
      done('saveLimit', { applied: true, appliesAt: null }),
      done('saveLimit', { applied: false, appliesAt: NOW }),
      failed('saveLimit', 422),
      done('confirmLimit'),
      failed('confirmLimit'),
    ],
  },
  playBlock: {
    inputs: [undefined],
    events: [
      { type: 'choice.pick', kind: 'timeout', period: '24h' },
      { type: 'choice.pick', kind: 'exclusion', period: '1y' },
      { type: 'choice.back' },
      { type: 'block.confirm' },
      done('quoteBlock', { until: NOW }),
      failed('quoteBlock', 422),
      done('takeBlock', { until: NOW, message: 'until 2026-11-22 10:00:00' }),
      failed('takeBlock', 500),
    ],
  },
  transferMode: {
    inputs: [undefined],
    events: [
      { type: 'mode.toggle', to: 1 },
      { type: 'mode.toggle', to: 0 },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      done('changeTrans'),
      failed('changeTrans'),
      done('reloadWallets'),
      failed('reloadWallets', 500),
    ],
  },
  gameTransfer: {
    inputs: [{}],
    events: [
      { type: 'from.select', wallet: 'money' },
      { type: 'from.select', wallet: 'fs_money' },
      { type: 'to.select', wallet: 'AG' },
      { type: 'amount.change', value: '10' },
      { type: 'amount.change', value: '1.5' },
      { type: 'form.submit', available: '100.00' },
      { type: 'form.submit', available: null },
      done('transfer'),
      failed('transfer'),
      done('reloadWallets'),
      failed('reloadWallets', 500),
    ],
  },
  mailCompose: {
    inputs: [{}],
    events: [
      { type: 'field.change', field: 'title', value: 'Hello' },
      { type: 'field.change', field: 'content', value: 'World' },
      { type: 'field.change', field: 'title', value: 'a' },
      { type: 'form.submit' },
      done('0.mailCompose.sending', { id: 1 }),
      failed('0.mailCompose.sending'),
    ],
  },
  credit: {
    inputs: [{}, { name: 'member01', realname: '张三' }],
    events: [
      { type: 'name.change', value: 'member01' },
      { type: 'name.change', value: 'x' },
      { type: 'account.submit' },
      { type: 'account.refresh' },
      { type: 'realname.change', value: '张三' },
      { type: 'amount.change', value: '100' },
      { type: 'days.change', value: '7' },
      { type: 'borrow.submit', facts: FACTS },
      { type: 'repay.submit', facts: OWING },
      { type: 'flow.restart' },
      done('lookUp'),
      failed('lookUp'),
      done('borrow'),
      failed('borrow'),
      done('repay'),
      failed('repay'),
    ],
  },
  yuebao: {
    inputs: [{}],
    events: [
      { type: 'plan.select', planId: 1 },
      { type: 'amount.change', value: '100' },
      { type: 'amount.change', value: '15' },
      { type: 'buy.submit', room: { remaining: '10000', capLeft: null, balance: '5000' } },
      { type: 'buy.cancel' },
      { type: 'redeem.request', recordId: 3 },
      { type: 'redeem.confirm' },
      { type: 'redeem.cancel' },
      { type: 'flow.dismiss' },
      done('buyPlan'),
      failed('buyPlan'),
      done('redeemPlan'),
      failed('redeemPlan'),
    ],
  },
};

/** Events made from a machine's own transitions, for a machine with no entry above. */
export function genericSpec(machine: AnyStateMachine): PathSpec {
  const types = new Set<string>();
  for (const node of stateNodes(machine.root))
    for (const t of transitionsOf(node)) if (t.eventType) types.add(t.eventType);
  const events = [...types].flatMap((type) => {
    if (type.startsWith('xstate.done.actor.')) return [{ type, output: {} }];
    if (type.startsWith('xstate.error.actor.')) return [{ type, error: { code: 500 } }];
    return type.startsWith('xstate.') ? [] : [{ type }];
  });
  return { inputs: [{}], events };
}
