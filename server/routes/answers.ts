import {
  Type,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TUnknown,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * TypeBox pieces for what routes answer: a route's `response: { 200: answer({...}) }` is at once the type
 * its handler must return (the type provider) and how Fastify writes it (fast-json-stringify). That writer
 * drops every property a schema does not name and coerces values to the declared type, so a piece
 * declares exactly what is sent: a money amount is a string, a value that may be null says so, a shape that
 * is open says so (`open`, `openObject`). docs/server-routes.md says how to declare one.
 */

/** 'success', or 'error' for the few refusals the platform answers with HTTP 200 (a missing activity). */
const status = Type.Unsafe<'success' | 'error'>({ type: 'string' });
const code = Type.Unsafe<200>({ type: 'integer' });

type Envelope<P extends TProperties> = TObject<
  { status: TUnsafe<'success' | 'error'>; code: TUnsafe<200>; message: TSchema & { static: string } } & P
>;

/** The platform's flat success envelope `{status, code, message, ...payload}` with the payload's fields. */
export function answer<P extends TProperties = Record<never, never>>(payload: P = {} as P): Envelope<P> {
  return Type.Object(
    { status, code, message: Type.String(), ...payload },
    { additionalProperties: false },
  ) as unknown as Envelope<P>;
}

/**
 * The envelope of a route that may also refuse with HTTP 200 (`{status: 'error', code: 200, message}`):
 * its payload fields are then absent, so they are declared optional.
 */
export function answerOrRefusal<P extends TProperties>(payload: P) {
  const optional = Object.fromEntries(Object.entries(payload).map(([k, s]) => [k, Type.Optional(s)])) as {
    [K in keyof P]: TOptional<P[K]>;
  };
  return answer(optional);
}

/** A message and nothing else: `ok({}, message)`. */
export const done = answer();

/** A value whose shape this declaration leaves open: written as it is (JSON.stringify). */
export const open: TUnknown = Type.Unknown();

/** An object whose fields are not listed here: every field is written as it is. */
export const openObject = Type.Object({}, { additionalProperties: true });

/** A money amount as the platform writes it: a string with two decimals ("12.00"). */
export const money = Type.String();
export const text = Type.String();
export const whole = Type.Integer();
export const num = Type.Number();
export const flag = Type.Boolean();
/** A sum the platform answers as the integer 0 when nothing is summed, else as a money string ("12.00"). */
export const moneyOrZero = Type.Union([money, whole]);
/** A value that may be null. */
export const orNull = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);
export const list = <S extends TSchema>(s: S) => Type.Array(s);
/** An object of exactly these fields (all sent). */
export const row = <P extends TProperties>(p: P) => Type.Object(p, { additionalProperties: false });
/** A map of keys to values of one shape (`{ICBC: "中国工商银行"}`). */
export const mapOf = <S extends TSchema>(s: S) => Type.Record(Type.String(), s);

/** A Laravel page (lib/paging.ts) of items of one shape. `per_page` is what the caller asked, number or text. */
export const pageOf = <S extends TSchema>(item: S) =>
  row({
    current_page: whole,
    data: list(item),
    first_page_url: text,
    from: orNull(whole),
    last_page: whole,
    last_page_url: text,
    next_page_url: orNull(text),
    path: text,
    per_page: Type.Union([whole, text]),
    prev_page_url: orNull(text),
    to: orNull(whole),
    total: whole,
  });
