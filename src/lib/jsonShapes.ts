/** Reading the platform's JSON where its shape is not promised: what is not the expected shape reads as empty. */

/** An object; anything else reads as an empty one. */
export const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A list the platform sends as an array; anything else reads as none. */
export const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
