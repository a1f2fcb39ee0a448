import type { MessageDescriptor } from 'react-intl';

/** For each field, the words for each of its error codes. */
export type ErrorWords<F extends string, C extends string> = Partial<Record<F, Partial<Record<C, MessageDescriptor>>>>;

/** Looks a field's error code up in a form's table; a code the table does not name reads as "required". */
export function errorWords<F extends string, C extends string>(table: ErrorWords<F, C>, required: MessageDescriptor) {
  return (field: F, code: C): MessageDescriptor => table[field]?.[code] ?? required;
}
