import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Describe } from './statechart';

/** Machine and state descriptions in the reader's language; one the catalogs lack shows in the machine's words. */
export function useDescribe(): Describe {
  const intl = useIntl();
  return useCallback((id, own) => (id in intl.messages ? intl.formatMessage({ id }) : own), [intl]);
}
