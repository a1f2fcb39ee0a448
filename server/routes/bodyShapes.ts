import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * TypeBox pieces for request bodies, queries and path parameters: types and hard bounds only; rule messages
 * come from formCheck. Each piece is a JSON Schema the validator checks and a type the handler reads.
 */
export const str = (maxLength: number) => Type.String({ maxLength });

export const int = (minimum = 0, maximum = 2_147_483_647) => Type.Integer({ minimum, maximum });

type Shaped<P extends TProperties, K extends keyof P> = TObject<
  { [k in K]: P[k] } & { [k in Exclude<keyof P, K>]: TOptional<P[k]> }
>;

/**
 * An object of the given fields, those named in `required` required and the others optional. Unknown keys are
 * stripped (the validator's removeAdditional), never stored.
 */
export function obj<P extends TProperties, K extends keyof P & string = never>(
  properties: P,
  required: readonly K[] = [],
): Shaped<P, K> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([k, s]) => [k, (required as readonly string[]).includes(k) ? s : Type.Optional(s)]),
  );
  return Type.Object(fields, { additionalProperties: false }) as unknown as Shaped<P, K>;
}

/** An integer that is one of `values` (JSON Schema `enum`). */
export const intIn = <const V extends number>(values: readonly V[]) =>
  Type.Unsafe<V>({ type: 'integer', enum: [...values] });

/** A string that is one of `words` (JSON Schema `enum`). */
export const strIn = <const W extends string>(words: readonly W[]) =>
  Type.Unsafe<W>({ type: 'string', enum: [...words] });

/** `{id}` path parameter of a row. */
export const idParams = obj({ id: int(1) }, ['id']);

/** `ids: 5` or `ids: [5, 6]` (the app sends either). */
export const idList = Type.Union([int(1), Type.Array(int(1), { minItems: 1, maxItems: 500 })]);

export const pageQuery = { page: int(1, 100000), limit: int(1, 100) };

/** A page of a list and its size, both optional. */
export const pageOnly = Type.Object({
  page: Type.Optional(pageQuery.page),
  limit: Type.Optional(pageQuery.limit),
});

/** Any JSON value: a field whose rule, with its message, is the route's own (formCheck). */
export const anyValue = Type.Unknown();

/** The type a schema declares. */
export type Of<S extends TSchema> = Static<S>;

/**
 * preValidation hook: a POST without any body reads as `{}` (clients post nothing for argument-less
 * calls), so the route's own field rules answer instead of a bare "body" refusal.
 */
export async function emptyBodyAsObject(req: { body: unknown }): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
