/** A promise carrying its outcome the way React's `use` reads it (`status`, `value`). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Records the promise's value on it once it settles, so `use` returns a value already in without
 * suspending again (a route visited before renders in the same frame).
 */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const t = promise as Tracked<T>;
  void promise.then(
    (value) => {
      t.status = 'fulfilled';
      t.value = value;
    },
    () => undefined,
  );
  return t;
}

/** A promise `use` reads at once. */
export function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
