/**
 * The key of one money intent (the Idempotency-Key header, draft-ietf-httpapi-idempotency-key-header): made once
 * when the member confirms, sent with every copy of that request, so a platform that honours it moves money once
 * however often the network makes the request travel. A UUID v4 from the platform's random source; built by hand
 * since crypto.randomUUID exists only on secure pages, and a deployment may be served over plain http.
 */
export function newIntentKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return uuidOf(bytes);
}

/** Sixteen bytes written as a version 4, variant 1 UUID. */
function uuidOf(bytes: Uint8Array): string {
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of one request of an intent made of several (recovering every game wallet asks each supplier once):
 * the same for the same intent and part, so a re-sent intent re-sends each part with its own key; different for
 * every part. Not a secret, only distinct: two rounds of FNV-1a over the intent's key and the part's name.
 */
export function partKey(intentKey: string, part: string): string {
  const text = `${intentKey}/${part}`;
  const bytes = new Uint8Array(16);
  for (let round = 0; round < 4; round += 1) {
    let h = (0x811c9dc5 ^ round) >>> 0;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    bytes.set([h >>> 24, (h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff], round * 4);
  }
  return uuidOf(bytes);
}

/** Well-formed as the header's value: a UUID v4. */
export const INTENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
