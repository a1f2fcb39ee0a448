import { Type } from '@sinclair/typebox';
import { fail } from '../lib/errors';
import { parseDate } from '../lib/time';
import { tCore } from '../i18n/core';
import type { Lang } from '../i18n/lang';

/** JSON schema of a `[start, end]` date pair ('Y-m-d H:i:s' strings). */
/** A string that is one of `values` (JSON Schema `enum`). */
export const oneOfStrings = <const V extends string>(values: readonly V[]) =>
  Type.Unsafe<V>({ type: 'string', enum: [...values] });

export const dateRangeSchema = Type.Array(Type.String({ maxLength: 32 }), { minItems: 2, maxItems: 2 });

/**
 * A `*_at` pair as the platform's convertWhere reads it: an open interval (a, b) in epoch ms.
 * Unparseable dates are bad input (422), never a silent "everything".
 */
export function openRange(v: unknown, field: string, lang: Lang, shiftMs = 0): [number, number] | null {
  if (v === undefined || v === null || v === '') return null;
  if (!Array.isArray(v) || v.length !== 2) fail(422, tCore(lang, 'fieldInvalid', { field }));
  const a = parseDate(v[0]);
  const b = parseDate(v[1]);
  if (!a || !b) fail(422, tCore(lang, 'fieldInvalid', { field }));
  return [a.getTime() + shiftMs, b.getTime() + shiftMs];
}

/** A WHERE clause builder with bound parameters. */
export class Where {
  private parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }
  /** `column = v` when v reads as a whole number; the platform ignores an empty or non-numeric filter. */
  int(column: string, v: unknown): this {
    return v !== undefined && v !== '' && Number.isInteger(Number(v)) ? this.add(`${column} = ?`, Number(v)) : this;
  }
  range(column: string, r: [number, number] | null): this {
    return r ? this.add(`${column} > ? AND ${column} < ?`, r[0], r[1]) : this;
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
