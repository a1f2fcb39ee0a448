/** Where the platform API lives; set once at start from app-config.json, so one build serves any host. */
let apiBase = '/api';

export function setApiBase(value: string): void {
  apiBase = value.replace(/\/+$/, '') || '/api';
}

export function getApiBase(): string {
  return apiBase;
}

/**
 * The deployment's settings (app-config.json beside index.html): the API's base, and whether its platform honours
 * the Idempotency-Key header (api/intent), which a platform's answers do not say. Read once, by the early script
 * and the app alike; a missing or broken file means '/api' and a platform that does not.
 */
export type AppConfig = { apiBase: string; idempotencyKeys: boolean };

export function appConfigOf(json: unknown): AppConfig {
  const o = (json && typeof json === 'object' ? json : {}) as { apiBase?: unknown; idempotencyKeys?: unknown };
  return {
    apiBase: typeof o.apiBase === 'string' && o.apiBase.trim() ? o.apiBase.trim() : '/api',
    idempotencyKeys: o.idempotencyKeys === true,
  };
}
