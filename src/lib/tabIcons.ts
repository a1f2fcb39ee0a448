/**
 * The bottom tab bar's icons (one stroke path each, 24×24), shared by the app's tab bar (src/app/tabs.tsx)
 * and the early shell's (src/lib/earlyShell.ts), so the shell paints the very icons the app then shows.
 */
export const TAB_ICON_PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  activity: 'M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  recharge: 'M3 7h18v12H3zM3 11h18M7 15h4',
  center: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
} as const;

export type TabName = keyof typeof TAB_ICON_PATHS;

/** The tabs in the bar's order. */
export const TAB_ORDER: readonly TabName[] = ['home', 'activity', 'recharge', 'center'];
