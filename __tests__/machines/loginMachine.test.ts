/** @jest-environment node */
import { flowErrorCode } from '@/lib/flowError';
import type { Actor } from 'xstate';
import { loginMachine, validateLogin, type LoginInput } from '../../machines/loginMachine';
import { coverPaths, startMachine } from '../support/machinePaths';

const ACTORS = ['loadCaptcha', 'submitLogin', 'demoLogin', 'loadMember'] as const;
const ACTIONS = ['handToSession', 'dropSession'] as const;

/** The login machine with its network actors settled by the test; `session` is what was handed to the session. */
function startLogin(input: LoginInput) {
  const h = startMachine(loginMachine, { actorIds: ACTORS, actionIds: ACTIONS, input });
  return {
    ...h,
    actor: h.actor as Actor<typeof loginMachine>,
    get session() {
      return h.actions.filter((a) => a.type === 'handToSession').map((a) => a.params);
    },
    dropped: () => h.actions.filter((a) => a.type === 'dropSession').length,
  };
}

const CAPTCHA = { key: 'k-1', img: 'data:image/svg+xml;base64,AAAA' };

async function readyWithCaptcha(name?: string) {
  const h = startLogin({ captchaRequired: true, name });
  await h.settle('loadCaptcha', true, CAPTCHA);
  return h;
}

async function fill(h: ReturnType<typeof startLogin>, name: string, password: string, captcha?: string) {
  await h.play({ type: 'field.change', field: 'name', value: name } as never);
  await h.play({ type: 'field.change', field: 'password', value: password } as never);
  if (captcha !== undefined) await h.play({ type: 'field.change', field: 'captcha', value: captcha } as never);
}

describe('login machine', () => {
  test('fetches a captcha first when the site requires one, and the form stays usable meanwhile', async () => {
    const h = startLogin({ captchaRequired: true });
    expect(h.actor.getSnapshot().value).toEqual({ form: 'loadingCaptcha' });
    expect(h.actor.getSnapshot().hasTag('captchaLoading')).toBe(true);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(false);
    await h.play({ type: 'field.change', field: 'name', value: 'member01' } as never);
    await h.settle('loadCaptcha', true, CAPTCHA);
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ form: 'editing' });
    expect(s.context.captchaImg).toBe(CAPTCHA.img);
    expect(s.context.name).toBe('member01');
  });

  test('without a captcha requirement no captcha is fetched or sent', async () => {
    const h = startLogin({ captchaRequired: false });
    expect(h.actor.getSnapshot().value).toEqual({ form: 'editing' });
    await fill(h, 'member01', 'pass1234');
    await h.play({ type: 'captcha.refresh' });
    expect(h.calls.loadCaptcha).toHaveLength(0);
    await h.play({ type: 'form.submit' });
    expect(h.calls.submitLogin).toEqual([{ name: 'member01', password: 'pass1234' }]);
  });

  test('bad input is refused on the device and nothing is sent', async () => {
    const h = await readyWithCaptcha();
    await fill(h, 'AB', '123', '');
    await h.play({ type: 'form.submit' });
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ form: 'editing' });
    expect(s.context.fieldErrors).toEqual({ name: 'format', password: 'length', captcha: 'required' });
    expect(h.calls.submitLogin).toHaveLength(0);
    await h.play({ type: 'field.change', field: 'name', value: 'member01' } as never);
    expect(h.actor.getSnapshot().context.fieldErrors.name).toBeUndefined();
  });

  test('a successful login sends name, password, key and captcha once, hands the token on and forgets the password', async () => {
    const h = await readyWithCaptcha();
    await fill(h, 'member01', 'pass1234', 'ab12');
    await h.play({ type: 'form.submit' });
    await h.play({ type: 'form.submit' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(h.calls.submitLogin).toEqual([{ name: 'member01', password: 'pass1234', key: 'k-1', captcha: 'ab12' }]);
    await h.settle('submitLogin', true, { token: 'tok' });
    expect(h.session).toEqual([{ token: 'tok', isDemo: false }]);
    expect(h.actor.getSnapshot().value).toBe('loadingMember');
    expect(h.actor.getSnapshot().context.password).toBe('');
    await h.settle('loadMember', true, undefined);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().output).toEqual({ isDemo: false });
  });

  test('typing is ignored while the login is on its way', async () => {
    const h = await readyWithCaptcha();
    await fill(h, 'member01', 'pass1234', 'ab12');
    await h.play({ type: 'form.submit' });
    await h.play({ type: 'field.change', field: 'name', value: 'other001' } as never);
    expect(h.actor.getSnapshot().context.name).toBe('member01');
  });

  test('a refusal keeps the account and the status code, clears password and captcha, and loads a fresh captcha', async () => {
    const h = await readyWithCaptcha();
    await fill(h, 'member01', 'wrongpw1', 'ab12');
    await h.play({ type: 'form.submit' });
    await h.settle('submitLogin', false, { code: 400 });
    const s = h.actor.getSnapshot();
    expect(s.value).toEqual({ form: 'loadingCaptcha' });
    expect(s.context).toMatchObject({ name: 'member01', password: '', captcha: '', captchaKey: null, errorCode: 400 });
    expect(JSON.stringify(s.context)).not.toContain('wrongpw1');
    expect(h.calls.loadCaptcha).toHaveLength(2);
    expect(h.session).toHaveLength(0);
  });

  test('no answer at all is kept as a network failure', async () => {
    const h = startLogin({ captchaRequired: false });
    await fill(h, 'member01', 'pass1234');
    await h.play({ type: 'form.submit' });
    await h.settle('submitLogin', false, new TypeError('Failed to fetch'));
    expect(h.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(h.actor.getSnapshot().context.errorCode).toBe('network');
  });

  test('a captcha that fails to load can be retried, and submitting meanwhile says the captcha is missing', async () => {
    const h = startLogin({ captchaRequired: true });
    await h.settle('loadCaptcha', false, new Error('down'));
    expect(h.actor.getSnapshot().value).toEqual({ form: 'captchaFailed' });
    await fill(h, 'member01', 'pass1234', 'ab12');
    await h.play({ type: 'form.submit' });
    expect(h.actor.getSnapshot().context.fieldErrors).toEqual({ captcha: 'unavailable' });
    expect(h.calls.submitLogin).toHaveLength(0);
    await h.play({ type: 'captcha.refresh' });
    await h.settle('loadCaptcha', true, CAPTCHA);
    expect(h.actor.getSnapshot().value).toEqual({ form: 'editing' });
  });

  test('demo login from the same screen marks the session as demo', async () => {
    const h = await readyWithCaptcha();
    await h.play({ type: 'demo.start' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await h.settle('demoLogin', true, { token: 'demo-tok' });
    expect(h.session).toEqual([{ token: 'demo-tok', isDemo: true }]);
    await h.settle('loadMember', true, undefined);
    expect(h.actor.getSnapshot().output).toEqual({ isDemo: true });
  });

  test('a refused demo login returns to the form with the code', async () => {
    const h = startLogin({ captchaRequired: false });
    await h.play({ type: 'demo.start' });
    await h.settle('demoLogin', false, { code: 400 });
    expect(h.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(h.actor.getSnapshot().context.errorCode).toBe(400);
  });

  test('a profile that cannot be loaded drops the session and starts over with a new captcha', async () => {
    const h = await readyWithCaptcha();
    await fill(h, 'member01', 'pass1234', 'ab12');
    await h.play({ type: 'form.submit' });
    await h.settle('submitLogin', true, { token: 'tok' });
    await h.settle('loadMember', false, { code: 200 });
    expect(h.dropped()).toBe(1);
    expect(h.actor.getSnapshot().value).toEqual({ form: 'loadingCaptcha' });
    expect(h.actor.getSnapshot().context.errorCode).toBe(200);
  });

  test('the account handed over from registration is prefilled', () => {
    const h = startLogin({ captchaRequired: false, name: 'newbie02' });
    expect(h.actor.getSnapshot().context.name).toBe('newbie02');
  });

  test('validation rules and error codes', () => {
    const base = { captchaRequired: false, captchaKey: null, captcha: '' };
    expect(validateLogin({ ...base, name: 'member01', password: 'pass1234' })).toEqual({});
    expect(validateLogin({ ...base, name: 'mem01', password: 'pass1234' })).toEqual({ name: 'format' });
    expect(validateLogin({ ...base, name: 'member012', password: 'pass1234' })).toEqual({ name: 'format' });
    expect(validateLogin({ ...base, name: 'Member01', password: 'pass1234' })).toEqual({ name: 'format' });
    expect(validateLogin({ ...base, name: '', password: '' })).toEqual({ name: 'required', password: 'required' });
    expect(validateLogin({ ...base, name: 'member01', password: 'a'.repeat(13) })).toEqual({});
    expect(validateLogin({ ...base, name: 'member01', password: 'a'.repeat(14) })).toEqual({ password: 'length' });
    expect(flowErrorCode({ code: 422 })).toBe(422);
    expect(flowErrorCode(undefined)).toBe('network');
  });
});

describe('login machine paths', () => {
  const events = [
    { type: 'field.change', field: 'name', value: 'member01' },
    { type: 'field.change', field: 'name', value: 'AB' },
    { type: 'field.change', field: 'password', value: 'pass1234' },
    { type: 'field.change', field: 'captcha', value: 'ab12' },
    { type: 'captcha.refresh' },
    { type: 'form.submit' },
    { type: 'demo.start' },
    { type: 'xstate.done.actor.loadCaptcha', output: CAPTCHA },
    { type: 'xstate.error.actor.loadCaptcha', error: new Error('down') },
    { type: 'xstate.done.actor.submitLogin', output: { token: 'tok' } },
    { type: 'xstate.error.actor.submitLogin', error: { code: 400 } },
    { type: 'xstate.done.actor.demoLogin', output: { token: 'demo' } },
    { type: 'xstate.error.actor.demoLogin', error: { code: 400 } },
    { type: 'xstate.done.actor.loadMember', output: {} },
    { type: 'xstate.error.actor.loadMember', error: { code: 200 } },
  ];
  // Only what changes the flow: text values beyond valid/invalid would only multiply identical paths.
  const serializeState = (s: any) =>
    JSON.stringify([
      s.value,
      s.status,
      s.context.name,
      !!s.context.password,
      !!s.context.captcha,
      !!s.context.captchaKey,
      Object.keys(s.context.fieldErrors).sort(),
      s.context.errorCode,
      s.context.isDemo,
    ]);

  test('replaying every shortest path (plus one step) reaches every state and takes every transition', async () => {
    // Both site settings: some branches exist only with the captcha on, others only with it off.
    const r = await coverPaths(loginMachine, {
      actorIds: ACTORS,
      actionIds: ACTIONS,
      inputs: [{ captchaRequired: true }, { captchaRequired: false }],
      events,
      serializeState,
    });
    for (const n of r.pathCounts) expect(n).toBeGreaterThan(5);
    expect(r.replays).toBeGreaterThan(100);
    expect(r.visited).toEqual(r.allStates);
    expect(r.taken).toEqual(r.allTransitions);
  }, 60_000);
});
