/** @jest-environment node */
import fc from 'fast-check';
import { assign, fromPromise, setup } from 'xstate';
import { REDACTED, maskDigits, redact } from '@/flow/redact';
import { clearRecordedFlows, exportTrace, startTraceRecorder } from '@/flow/traceRecorder';
import { recordFlow } from './support/recordFlow';

let t = 0;
beforeAll(() => startTraceRecorder({ clock: () => (t += 1) }));
beforeEach(() => clearRecordedFlows());

/** A flow that keeps whatever it is given: its input, its actor's outcome and every event, in context. */
const echoMachine = setup({
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load not provided');
    }),
  },
}).createMachine({
  id: 'echo',
  context: ({ input }) => ({ input, output: null as unknown, last: null as unknown }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ output: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ output: ({ event }) => event.error }) },
      },
    },
    ready: { on: { '*': { actions: assign({ last: ({ event }) => event }) } } },
  },
});

const SECRET_FIELDS = [
  'pwd',
  'qk_pwd',
  'old_qk_pwd',
  'qk_pwd_confirmation',
  'password',
  'oldpassword',
  'password_confirmation',
  'newPassword',
  'confirm',
  'captcha',
  'token',
  'access_token',
  'Authorization',
  'passcode',
];
const CARD_FIELDS = ['card_no', 'cardNo', 'bank_account', 'payerAccount', 'account_no', 'cardNumber'];
const alnum = fc.constantFrom(...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const secretArb = fc.oneof(
  fc.string({ unit: alnum, minLength: 6, maxLength: 16 }),
  fc.string({ unit: digit, minLength: 6, maxLength: 6 }),
);
const cardArb = fc.string({ unit: digit, minLength: 12, maxLength: 19 });
const filler = fc.dictionary(
  fc.constantFrom('amount', 'title', 'wallet', 'note', 'id', 'list', 'name'),
  fc.oneof(fc.string({ maxLength: 6 }), fc.integer()),
  { maxKeys: 3 },
);

type Planted = { payload: Record<string, unknown>; secrets: string[]; cards: string[]; blank: Record<string, unknown> };

/** One secret planted in one of the ways flows carry them, inside some harmless data, at some depth. */
const planted: fc.Arbitrary<Planted> = fc
  .tuple(
    fc.constantFrom('key', 'field', 'topic', 'card', 'cardText', 'bearer'),
    fc.constantFrom(...SECRET_FIELDS),
    fc.constantFrom(...CARD_FIELDS),
    secretArb,
    cardArb,
    filler,
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([how, field, cardField, secret, card, fill, depth]) => {
    const make = (secretValue: string, cardValue: string) => {
      const leaf: Record<string, unknown> =
        how === 'key'
          ? { ...fill, [field]: secretValue }
          : how === 'field'
            ? { field, value: secretValue }
            : how === 'topic'
              ? { type: `${field}.change`, value: secretValue }
              : how === 'card'
                ? { ...fill, [cardField]: cardValue }
                : how === 'cardText'
                  ? { ...fill, remark: `to ${cardValue.replace(/(\d{4})(?=\d)/g, '$1 ')} please` }
                  : { ...fill, note: `Bearer ${secretValue}` };
      let payload = leaf;
      for (let i = 0; i < depth; i += 1) payload = { nested: payload };
      return payload;
    };
    const isCard = how === 'card' || how === 'cardText';
    return {
      payload: make(secret, card),
      blank: make('s', '0'),
      secrets: isCard ? [] : [secret],
      cards: isCard ? [card] : [],
    };
  });

/** What must not be in the export: each secret, and each card number beyond its last 4 digits. */
const forbidden = (p: Planted[]) => [
  ...p.flatMap((x) => x.secrets),
  ...p.flatMap((x) => x.cards.map((c) => c.slice(0, -4))),
];

async function exported(input: Planted, output: Planted, events: Planted[], ok: boolean): Promise<string> {
  const steps = [
    ok
      ? { type: 'xstate.done.actor.load', output: output.payload }
      : { type: 'xstate.error.actor.load', error: output.payload },
    ...events.map((e, i) => ({ type: `user.event${i}`, ...e.payload })),
  ];
  await recordFlow(echoMachine, input.payload, steps);
  return JSON.stringify(exportTrace());
}

describe('redaction', () => {
  test('property: no generated secret (password, withdrawal password, captcha, token, card beyond its last 4) ever appears in an exported trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        planted,
        planted,
        fc.array(planted, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (input, output, events, ok) => {
          clearRecordedFlows();
          const all = [input, output, ...events];
          const text = await exported(input, output, events, ok);
          // A secret that the same trace holds without any secret in it (a key name, '[redacted]') is not a leak.
          const blank = (p: Planted): Planted => ({ ...p, payload: p.blank });
          clearRecordedFlows();
          const baseline = await exported(blank(input), blank(output), events.map(blank), ok);
          for (const s of forbidden(all)) {
            fc.pre(!baseline.includes(s));
            expect(text).not.toContain(s);
          }
        },
      ),
      { numRuns: 300 },
    );
    // 600 recorded flows: a few seconds alone, several times that on a loaded two-core machine.
  }, 60_000);

  test('what stays: shapes, flags, codes and the last 4 digits of a card', () => {
    expect(redact({ captchaRequired: true, password: 'hunter22', card_no: '6222000011112222', amount: '300' })).toEqual(
      { captchaRequired: true, password: REDACTED, card_no: '••••••••••••2222', amount: '300' },
    );
    expect(redact({ type: 'field.change', field: 'password', value: 'hunter22' })).toEqual({
      type: 'field.change',
      field: 'password',
      value: REDACTED,
    });
    expect(redact({ type: 'field.change', field: 'payerAccount', value: '6222020012345678' })).toMatchObject({
      value: '••••••••••••5678',
    });
    expect(redact({ type: 'field.change', field: 'amount', value: '200' })).toMatchObject({ value: '200' });
    expect(redact({ type: 'captcha.change', value: 'ab12' })).toEqual({ type: 'captcha.change', value: REDACTED });
    expect(redact({ img: 'data:image/png;base64,AAAA' })).toEqual({ img: '[data]' });
    expect(redact({ note: 'card 6222 0000 1111 2222 ok' })).toEqual({ note: 'card •••• •••• •••• 2222 ok' });
    expect(maskDigits('1234')).toBe('1234');
  });

  test('anything a flow may hold becomes plain JSON: files, errors, cycles, functions, deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(redact({ file: new Blob(['abc'], { type: 'image/png' }) })).toEqual({
      file: { $blob: { type: 'image/png', size: 3 } },
    });
    expect(redact(new Error('token eyJhbGciOi.eyJzdWIi.sig'))).toEqual({ name: 'Error', message: `token ${REDACTED}` });
    expect(redact({ f: () => 1, n: NaN, b: 10n, d: new Date(0) })).toEqual({
      n: 'NaN',
      b: '10',
      d: '1970-01-01T00:00:00.000Z',
    });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(JSON.stringify(redact(deep))).toContain('[deep]');
    fc.assert(
      fc.property(fc.anything(), (v) => {
        JSON.stringify(redact(v));
      }),
      { numRuns: 500 },
    );
  });
});
