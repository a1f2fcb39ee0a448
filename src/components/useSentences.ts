import { useIntl } from 'react-intl';
import { messagePattern, type Say } from '@/lib/textPattern';

/** A screen's sentences: by name, its message (its values go in by the message's own names). */
export type Sentences<S extends string> = Readonly<Record<S, { id: string }>>;

/** The sentences in the member's language, with their values in (a figures function's `say`). */
export function useSay<S extends string>(sentences: Sentences<S>): Say<S> {
  const t = useIntl().formatMessage;
  return (sentence, values) => t({ id: sentences[sentence].id }, values);
}

/**
 * The sentences a drawn screen is made of, in the page's language, as patterns: each message as the catalog holds
 * it, its values (a plural's among them) for the early filler to put in (lib/textPattern).
 */
export function usePatterns<S extends string>(sentences: Sentences<S>): Record<string, string> {
  const { messages } = useIntl();
  return Object.fromEntries(
    Object.entries<{ id: string }>(sentences).map(([name, message]) => {
      const held: unknown = messages[message.id];
      if (held === undefined) throw new Error(`usePatterns: ${message.id} is not in the catalog`);
      return [name, messagePattern(held as Parameters<typeof messagePattern>[0])];
    }),
  );
}
