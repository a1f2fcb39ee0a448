/** Where the platform API lives; set once at start from app-config.json, so one build serves any host. */
let apiBase = '/api';

export function setApiBase(value: string): void {
  apiBase = value.replace(/\/+$/, '') || '/api';
}

export function getApiBase(): string {
  return apiBase;
}
