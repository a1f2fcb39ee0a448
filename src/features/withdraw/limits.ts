/** Withdrawal min/max from drawing_money_size_json (`{"b":[min,max]}`); zeros when missing or junk. */
export function drawingLimits(json: string | undefined): { min: number; max: number } {
  try {
    const b = (JSON.parse(json || '{}') as { b?: unknown[] }).b ?? [];
    const min = Number(b[0]);
    const max = Number(b[1]);
    return { min: Number.isFinite(min) && min > 0 ? min : 0, max: Number.isFinite(max) && max > 0 ? max : 0 };
  } catch {
    return { min: 0, max: 0 };
  }
}
