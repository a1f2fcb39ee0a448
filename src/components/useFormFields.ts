import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Errors, FieldError } from '@/lib/accountRules';
import { useSingleSubmit } from './useSingleSubmit';

/**
 * A form's values and error codes: typing in a field clears that field's message, `error(field)` gives the
 * message in the member's language, and `sendOnce` lets only one request out however often the form is sent.
 */
export function useFormFields<F extends string, V extends Record<F, string>>(
  initial: V | (() => V),
  words: (field: F, code: FieldError) => MessageDescriptor,
) {
  const intl = useIntl();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const once = useSingleSubmit();

  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };
  const error = (field: F) => {
    const code = errors[field];
    return code ? intl.formatMessage(words(field, code)) : undefined;
  };
  /** Shows what was found; true when nothing was. `focusId` names the element to focus for the first failing field. */
  const accept = (found: Errors<F>, focusId?: (field: F) => string) => {
    setErrors(found);
    const first = (Object.keys(found) as F[])[0];
    if (first && focusId) document.getElementById(focusId(first))?.focus();
    return !first;
  };
  // Nothing more leaves while a request is on its way, nor the same values just after their answer: a quick
  // double tap's second touch may arrive after a fast answer (a registration already made would be sent again
  // and refused). Corrected values go at once.
  const sendOnce = async (send: () => Promise<void>) => {
    await once(send, JSON.stringify(values));
  };
  return { values, setValues, set, error, accept, sendOnce };
}
