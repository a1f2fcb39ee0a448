/** JSON-schema pieces for request bodies and queries: types and hard bounds only; rule messages come from formCheck. */
export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const int = (minimum = 0, maximum = 2_147_483_647) => ({ type: 'integer', minimum, maximum }) as const;

/** Unknown keys are stripped (the validator's removeAdditional), never stored. */
export const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) }) as const;

/** `{id}` path parameter of a row. */
export const idParams = obj({ id: int(1) }, ['id']);

/** `ids: 5` or `ids: [5, 6]` (the app sends either). */
export const idList = { anyOf: [int(1), { type: 'array', items: int(1), minItems: 1, maxItems: 500 }] } as const;

export const pageQuery = { page: int(1, 100000), limit: int(1, 100) };

/**
 * preValidation hook: a POST without any body reads as `{}` (clients post nothing for argument-less
 * calls), so the route's own field rules answer instead of a bare "body" refusal.
 */
export async function emptyBodyAsObject(req: { body: unknown }): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
