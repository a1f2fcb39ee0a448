import type { Lang } from '../i18n/lang';
import { tField, tRule, type Field } from '../i18n/formCheck';
import { fail } from '../lib/errors';

export type FieldSpec = {
  required?: boolean;
  min?: number;
  max?: number;
  size?: number;
  digits?: number;
  email?: boolean;
  pattern?: RegExp;
  /** refusal for `pattern` when the platform words it specially */
  patternMessage?: string;
  /** the value of `<field>_confirmation` */
  confirmed?: unknown;
  /** [other field, its value]: this one must differ from it */
  different?: [Field, unknown];
  oneOf?: readonly string[];
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Character count as the platform counts it (mb_strlen), not UTF-16 units. */
export const charLength = (s: string) => [...s].length;

/**
 * Checks form fields the way the platform's Laravel validator does: every field checked, the first
 * failing rule of each reported, all refusals joined by ',' in one HTTP 422.
 */
export function formCheck(lang: Lang) {
  const msgs: string[] = [];
  const say = (field: Field, rule: Parameters<typeof tRule>[1], params: Record<string, string | number> = {}) =>
    msgs.push(tRule(lang, rule, { attribute: tField(lang, field), ...params }));

  return {
    /** Returns the value as a string ('' when absent); records the first broken rule. */
    field(field: Field, value: unknown, spec: FieldSpec): string {
      const s = value === undefined || value === null ? '' : String(value);
      if (s === '') {
        if (spec.required) say(field, 'required');
        return s;
      }
      const len = charLength(s);
      if (spec.size !== undefined && len !== spec.size) say(field, 'size', { size: spec.size });
      else if (spec.digits !== undefined && !new RegExp(`^\\d{${spec.digits}}$`).test(s))
        say(field, 'digits', { digits: spec.digits });
      else if (spec.min !== undefined && len < spec.min) say(field, 'min', { min: spec.min });
      else if (spec.max !== undefined && len > spec.max) say(field, 'max', { max: spec.max });
      else if (spec.email && !EMAIL.test(s)) say(field, 'email');
      else if (spec.pattern && !spec.pattern.test(s)) {
        if (spec.patternMessage) msgs.push(spec.patternMessage);
        else say(field, 'format');
      } else if (spec.oneOf && !spec.oneOf.includes(s)) say(field, 'in');
      else if ('confirmed' in spec && String(spec.confirmed ?? '') !== s) say(field, 'confirmed');
      else if (spec.different && String(spec.different[1] ?? '') === s) {
        say(field, 'different', { other: tField(lang, spec.different[0]) });
      }
      return s;
    },
    /** Reports a rule checked by the caller (e.g. 'unique' against the database). */
    reject(field: Field, rule: 'unique' | 'in' | 'format') {
      say(field, rule);
    },
    /** Adds a refusal worded elsewhere. */
    add(message: string) {
      msgs.push(message);
    },
    get failed() {
      return msgs.length > 0;
    },
    /** Throws the joined 422 when anything failed. */
    done(): void {
      if (msgs.length) fail(422, msgs.join(','));
    },
  };
}
