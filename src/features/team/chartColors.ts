import type { ChartKey } from '@/lib/teamChart';

/** One colour per series, told apart on a phone screen in daylight; the legend repeats each beside its name. */
export const CHART_COLORS: Record<ChartKey, string> = {
  recharge: '#2563eb',
  drawing: '#dc2626',
  game_record: '#7c3aed',
  win: '#059669',
  fanshui: '#d97706',
  hongli: '#db2777',
};
