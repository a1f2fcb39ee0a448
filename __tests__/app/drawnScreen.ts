import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { Locale } from '@i18n/locales';
import type { ScreenName } from '@/app/routes';

// The build draws screens with React's static renderer, which schedules with setImmediate (jsdom leaves it out).
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

/**
 * A screen's view as the build draws it (src/app/screenShells.tsx), a member's unless `member` is false, by a copy of
 * the app's modules of its own: the build draws in a process of its own, and the static renderer and a test's
 * renderer would otherwise share the app's contexts.
 */
export async function drawnMarkup(
  screen: ScreenName,
  path: string,
  lang: Locale = 'en',
  member = true,
): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const { renderScreenShell } = await import('@/app/screenShells');
    markup = await renderScreenShell(screen, path, lang, member);
  });
  return markup;
}
