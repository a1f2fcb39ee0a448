/*
 * What a flow's events, context and actor outcomes become before they leave the flow's tab (the live
 * lab in another tab, an exported trace): plain JSON with every secret gone. Secrets are recognised by
 * the name they travel under (pwd, qk_pwd, password, confirm, captcha, token...), by a `field`/`value`
 * pair naming such a field (the forms' `field.change` events), by an event about one (`captcha.change`), and by shape wherever they appear (long
 * digit runs are card numbers: only the last 4 digits stay; bearer tokens, JWTs and data: URLs go).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const REDACTED = '[redacted]';
const MAX_DEPTH = 8;
const MAX_ITEMS = 100;
const MAX_TEXT = 500;

const norm = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names whose value is a secret wherever they appear (captchaRequired is a flag and stays, see below). */
const SECRET_PART =
  /pwd|passw|passcode|secret|token|captcha|confirm|credential|otp$|^pin$|^cvv$|^cvc$|authorization|cookie|^jwt$|apikey/;
/** Names whose value is a card or account number: only its last 4 digits are kept. */
const CARD_PART = /cardno|cardnum|bankcard|bankaccount|accountno|accountnum|payeraccount|^iban$|^pan$/;

export function isSecretKey(key: string): boolean {
  return SECRET_PART.test(norm(key));
}

export function isCardKey(key: string): boolean {
  return CARD_PART.test(norm(key));
}

/** Keeps the last 4 digits of a number, every other digit becomes •. */
export function maskDigits(text: string): string {
  let keep = 4;
  const chars = [...text];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (!/\d/.test(chars[i])) continue;
    if (keep > 0) keep -= 1;
    else chars[i] = '•';
  }
  return chars.join('');
}

/** Secrets found by shape inside free text: card-like digit runs, bearer tokens, JWTs, embedded images. */
export function scrubText(text: string): string {
  if (/^data:/i.test(text)) return '[data]';
  const scrubbed = text
    .replace(/bearer\s+[^\s"']+/gi, `Bearer ${REDACTED}`)
    .replace(/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED)
    .replace(/\d(?:[ -]?\d){11,}/g, (run) => maskDigits(run));
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}

function scalarUnder(key: string, value: string | number): Json {
  if (isSecretKey(key)) return REDACTED;
  if (isCardKey(key)) return maskDigits(String(value));
  return typeof value === 'number' ? (Number.isFinite(value) ? value : String(value)) : scrubText(value);
}

type Walk = { seen: WeakSet<object> };

function walk(value: unknown, key: string, depth: number, w: Walk): Json | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' || typeof value === 'number') return scalarUnder(key, value);
  if (typeof value === 'bigint') return scalarUnder(key, value.toString());
  if (typeof value !== 'object') return undefined; // functions and symbols carry no data worth showing
  if (isSecretKey(key)) return REDACTED;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (w.seen.has(value)) return '[circular]';
  w.seen.add(value);
  try {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    // A picked file is replayed as an empty one of the same type: its bytes never leave the tab.
    if (typeof Blob !== 'undefined' && value instanceof Blob) return { $blob: { type: value.type, size: value.size } };
    if (value instanceof Error) return { name: value.name, message: scrubText(value.message) };
    if (Array.isArray(value) || value instanceof Set) {
      const items = [...(value as Iterable<unknown>)].slice(0, MAX_ITEMS);
      return items.map((item) => walk(item, key, depth + 1, w) ?? null);
    }
    if (value instanceof Map) return walk(Object.fromEntries([...value].slice(0, MAX_ITEMS)), key, depth, w);
    // Actor references (spawned children) are shown by id only.
    if (typeof (value as { send?: unknown }).send === 'function' && 'sessionId' in value)
      return { $actor: String((value as { id?: unknown }).id ?? '') };
    const obj = value as Record<string, unknown>;
    // `{ field: 'password', value }`: the value is as secret as the field it is meant for.
    const named = ['field', 'name', 'key'].map((k) => obj[k]).find((v): v is string => typeof v === 'string');
    // An event about a secret (`captcha.change`, `passcode.submit`): everything it carries is that secret.
    const topic = typeof obj.type === 'string' ? obj.type.split('.')[0] : '';
    const secretEvent = topic !== '' && isSecretKey(topic);
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(obj).slice(0, MAX_ITEMS)) {
      const under =
        k !== 'type' && secretEvent
          ? topic
          : k === 'value' && named && (isSecretKey(named) || isCardKey(named))
            ? named
            : k;
      const r = walk(v, under, depth + 1, w);
      if (r !== undefined) out[k] = r;
    }
    return out;
  } finally {
    w.seen.delete(value);
  }
}

/** Plain JSON of any value with every secret redacted; `key` is the name the value travels under. */
export function redact(value: unknown, key = ''): Json {
  return walk(value, key, 0, { seen: new WeakSet() }) ?? null;
}
