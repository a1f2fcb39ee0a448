/** The local lottery: the only game a demo (trial) account may enter (spec §6). */
export const DEMO_GAME_CODE = 'JZ';

export type PlayDecision =
  | { kind: 'loginRequired' }
  | { kind: 'demoRefused' }
  | { kind: 'sameWindow'; params: Record<string, string> }
  | { kind: 'newWindow'; params: Record<string, string> };

export type PlayRequest = {
  apiCode: string;
  /** The supplier's `params` (a JSON object string) and explicit extras, as the original helper merged them. */
  params?: string | Record<string, unknown> | null;
  extra?: Record<string, string | number | undefined>;
};

function paramsOf(raw: PlayRequest['params']): Record<string, string> {
  let obj: unknown = raw;
  if (typeof raw === 'string') {
    try {
      obj = JSON.parse(raw);
    } catch {
      obj = null;
    }
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

/**
 * Contract §2.4 playGame with the spec's rules: a visitor must log in; a demo member may only open the
 * local lottery (same window); a member opens the lottery in place and every other game in a new window.
 */
export function decidePlay(req: PlayRequest, who: { isLoggedIn: boolean; isDemo: boolean }): PlayDecision {
  if (!who.isLoggedIn) return { kind: 'loginRequired' };
  const apiCode = req.apiCode.trim();
  const extra: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.extra ?? {})) if (v !== undefined) extra[k] = String(v);
  const params = { ...paramsOf(req.params), ...extra, api_code: apiCode, isMobile: '1' };
  const isLottery = apiCode.toUpperCase() === DEMO_GAME_CODE;
  if (who.isDemo) return isLottery ? { kind: 'sameWindow', params } : { kind: 'demoRefused' };
  return isLottery ? { kind: 'sameWindow', params } : { kind: 'newWindow', params };
}
