/**
 * What a member typed into a money flow, kept for this tab only (sessionStorage), so a forced re-login
 * brings them back to the same inputs. Callers never put passwords here.
 */
const PREFIX = 'flow-draft:';

export function loadDraft<T>(flow: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + flow);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveDraft(flow: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + flow, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the flow still works, only the draft is lost */
  }
}

export function clearDraft(flow: string): void {
  try {
    sessionStorage.removeItem(PREFIX + flow);
  } catch {
    /* nothing to clear */
  }
}
