/**
 * The reads a visitor's home screen starts with, as the exact addresses the app's calls use (same
 * parameter order, `lang` last), so an early preload of them is reused instead of sent again.
 */
export function homeReadUrls(apiBase: string, lang: string, host: string): string[] {
  const base = apiBase.replace(/\/+$/, '');
  const q = (params: Record<string, string>) => new URLSearchParams({ ...params, lang }).toString();
  return [
    `${base}/system/configs?${q({ group: 'system', url: host, is_mobile: '1' })}`,
    `${base}/system/configs?${q({ group: 'site', url: host, is_mobile: '1' })}`,
    `${base}/banners?${q({ group: 'mobile1' })}`,
    `${base}/system/notices?${q({ isMobile: '1' })}`,
    `${base}/games?${q({})}`,
  ];
}
