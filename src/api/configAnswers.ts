/**
 * The site settings' answers as the app keeps them (docs/platform-api.md#site-content): a plain function of the body, with nothing of
 * the framework, so the early shell's figure filler (src/early/fill.ts) reads a group of settings as the app does.
 */
import type { Envelope } from './baseQuery';

/** A group of settings, each value as text. */
export type ConfigMap = Record<string, string>;

/** A group of settings from its answer: each value as text ('' for none); anything else reads as no settings. */
export function configsAnswer(body: Envelope): ConfigMap {
  const data = body.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, v == null ? '' : String(v)]),
  );
}

/** A config value or '' (the original getter's behaviour for a missing key). */
export function configValue(configs: ConfigMap | undefined, key: string): string {
  return configs?.[key] ?? '';
}
