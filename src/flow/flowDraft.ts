/**
 * What a member typed into a money flow (never a password), so that leaving the flow by force brings
 * them back to the same inputs:
 * - a 401 and the way back through Login stay inside this page: sessionStorage carries the draft;
 * - a maintenance redirect (503) leaves the app, and the next page load clears sessionStorage (docs/screens.md#routes),
 *   so a copy also waits in localStorage for a short while, readable only under the same session
 *   (tagged with a hash of its token, never the token itself).
 */
const PREFIX = 'flow-draft:';
const KEEP_MS = 30 * 60_000;

type Stored = { owner: string; at: number; value: unknown };

/** A short tag of the session a draft belongs to (FNV-1a of the token); '' when logged out. */
export function draftOwner(token: string | null | undefined): string {
  if (!token) return '';
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function read(storage: Storage, flow: string): Stored | null {
  try {
    const raw = storage.getItem(PREFIX + flow);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!parsed || typeof parsed !== 'object' || !('value' in parsed)) return null;
    return { owner: String(parsed.owner ?? ''), at: Number(parsed.at) || 0, value: parsed.value };
  } catch {
    return null;
  }
}

export function loadDraft<T>(flow: string, owner = ''): T | null {
  const inTab = read(sessionStorage, flow);
  if (inTab) return inTab.value as T;
  const kept = read(localStorage, flow);
  if (!kept) return null;
  if (owner && kept.owner === owner && Date.now() - kept.at < KEEP_MS) return kept.value as T;
  if (Date.now() - kept.at >= KEEP_MS) clearDraft(flow);
  return null;
}

export function saveDraft(flow: string, value: unknown, owner = ''): void {
  const stored = JSON.stringify({ owner, at: Date.now(), value } satisfies Stored);
  try {
    sessionStorage.setItem(PREFIX + flow, stored);
    if (owner) localStorage.setItem(PREFIX + flow, stored);
  } catch {
    /* storage full or blocked: the flow still works, only the draft is lost */
  }
}

export function clearDraft(flow: string): void {
  try {
    sessionStorage.removeItem(PREFIX + flow);
    localStorage.removeItem(PREFIX + flow);
  } catch {
    /* nothing to clear */
  }
}
