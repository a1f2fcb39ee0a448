/** @jest-environment node */
import { activityApplyMachine, applyBody, hallFieldsOf, validateApply } from '../../machines/activityApplyMachine';
import { coverPaths, startMachine } from '../support/machinePaths';

const ACTORS = ['loadCaptcha', 'apply'] as const;
const CAPTCHA = { key: 'k1', img: 'data:image/png;base64,AA' };
const start = (fields = hallFieldsOf('member_name,recharge_money'), memberName = 'member01') =>
  startMachine(activityApplyMachine, { actorIds: ACTORS, input: { fields, memberName } });

describe('activity application rules', () => {
  test("the member account is always asked; unknown names in the list are ignored, the order is the platform's", () => {
    expect(hallFieldsOf('')).toEqual(['member_name']);
    expect(hallFieldsOf(' bill_no,recharge_money , password')).toEqual(['member_name', 'recharge_money', 'bill_no']);
    expect(hallFieldsOf(null)).toEqual(['member_name']);
  });

  test("each field by the platform's rule, the captcha required", () => {
    const all = hallFieldsOf('member_name,recharge_money,game_type,api_game_type,bill_no');
    expect(validateApply(all, {}, '')).toEqual({
      member_name: 'required',
      recharge_money: 'required',
      game_type: 'required',
      api_game_type: 'required',
      bill_no: 'required',
      captcha: 'required',
    });
    expect(
      validateApply(
        all,
        { member_name: 'ab', recharge_money: '1.5', game_type: 'x', api_game_type: '3', bill_no: 'B'.repeat(17) },
        'abcd',
      ),
    ).toEqual({ member_name: 'format', recharge_money: 'format', game_type: 'format', bill_no: 'format' });
    expect(
      validateApply(
        all,
        { member_name: 'member01', recharge_money: '1000001', game_type: '3', api_game_type: '3', bill_no: 'B1' },
        'abcd',
      ),
    ).toEqual({ recharge_money: 'range' });
    expect(
      validateApply(
        all,
        { member_name: 'member01', recharge_money: '1000000', game_type: '3', api_game_type: '3', bill_no: 'B1' },
        'abcd',
      ),
    ).toEqual({});
  });

  test('the body sends integers where the platform validates integers', () => {
    expect(
      applyBody({
        fields: hallFieldsOf('recharge_money,game_type,bill_no'),
        values: { member_name: ' member01 ', recharge_money: '500', game_type: '3', bill_no: ' X1 ' },
        captcha: ' ab12 ',
        image: CAPTCHA,
      }),
    ).toEqual({
      fields: { member_name: 'member01', recharge_money: 500, game_type: 3, bill_no: 'X1' },
      key: 'k1',
      captcha: 'ab12',
    });
  });
});

describe('activity application machine', () => {
  test('fills, applies once, and a refusal keeps the form with a new captcha', async () => {
    const h = start();
    await h.settle('loadCaptcha', true, CAPTCHA);
    expect(h.snap().value).toBe('editing');
    await h.play({ type: 'form.submit' });
    expect(h.snap().context.fieldErrors).toEqual({ recharge_money: 'required', captcha: 'required' });
    await h.play({ type: 'field.change', field: 'recharge_money', value: '500' } as never);
    await h.play({ type: 'captcha.change', value: 'abcd' } as never);
    await h.play({ type: 'form.submit' });
    await h.play({ type: 'form.submit' });
    expect(h.snap().hasTag('busy')).toBe(true);
    expect(h.calls.apply).toEqual([
      { fields: { member_name: 'member01', recharge_money: 500 }, key: 'k1', captcha: 'abcd' },
    ]);
    await h.settle('apply', true, {});
    expect(h.snap().value).toBe('applied');
    await h.play({ type: 'flow.restart' });
    await h.settle('loadCaptcha', true, { key: 'k2', img: 'x' });
    await h.play({ type: 'captcha.change', value: 'efgh' } as never);
    await h.play({ type: 'form.submit' });
    await h.settle('apply', false, { code: 400 });
    expect(h.snap().value).toBe('loadingCaptcha');
    expect(h.snap().context).toMatchObject({
      errorCode: 400,
      captcha: '',
      image: null,
      values: { member_name: 'member01', recharge_money: '500' },
    });
    expect(h.calls.apply).toHaveLength(2);
  });

  test('a captcha that does not come can be asked for again', async () => {
    const h = start();
    await h.settle('loadCaptcha', false, { code: 'network' });
    expect(h.snap().value).toBe('captchaFailed');
    await h.play({ type: 'captcha.refresh' });
    await h.settle('loadCaptcha', true, CAPTCHA);
    expect(h.snap().context.image).toEqual(CAPTCHA);
  });
});

describe('activity application machine paths', () => {
  test('every state reached and every transition taken by the generated paths', async () => {
    const events = [
      { type: 'xstate.done.actor.0.activityApply.loadingCaptcha', output: CAPTCHA },
      { type: 'xstate.error.actor.0.activityApply.loadingCaptcha', error: { code: 500 } },
      { type: 'field.change', field: 'recharge_money', value: '100' },
      { type: 'field.change', field: 'recharge_money', value: '' },
      { type: 'captcha.change', value: 'ab12' },
      { type: 'captcha.change', value: '' },
      { type: 'captcha.refresh' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.activityApply.submitting', output: {} },
      { type: 'xstate.error.actor.0.activityApply.submitting', error: { code: 400 } },
      { type: 'flow.restart' },
    ];
    const r = await coverPaths(activityApplyMachine, {
      actorIds: ACTORS,
      inputs: [{ fields: hallFieldsOf('recharge_money'), memberName: 'member01' }],
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.values,
          s.context.captcha,
          !!s.context.image,
          Object.entries(s.context.fieldErrors)
            .filter(([, v]) => v)
            .map(([k]) => k)
            .sort(),
          s.context.errorCode,
        ]),
    });
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 120_000);
});
