import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CATALOG_LOADERS, type Locale } from '@i18n/locales';
import { makeStore } from '@/state/store';
import type { PathName } from '@/state/paths';
import { needTexts, textsShown } from '@/state/texts';
import { DrawingShell } from '@/components/drawingShell';
import { Providers } from './Providers';
import { screens, type ScreenName } from './routes';
import { SCREEN_TEXTS } from './screenTexts';
import { declaredAt } from './drawnAt';

/*
 * Each screen's opening view, drawn by the build: the screen's own components with no answer from the server
 * yet (nothing is read: effects do not run here), in one language, for a visitor or a member whose info has not
 * come. The early script draws it while the framework downloads (src/early/shellDraw.ts); the app's own first
 * render of the screen is the same markup, so taking over changes nothing on screen.
 */

/**
 * Screens the app alone draws, and why. Home and the login form have early shells of their own; the supplier
 * hand-off leaves the app; the Flow Lab is for support staff. The drawing-password forms are one of two forms by
 * whether the member has a drawing password, which only the member's info says. (Parameterised routes are drawn
 * only where DRAWN_AT says.)
 */
export const SCREENS_NOT_DRAWN: ReadonlySet<PathName> = new Set<PathName>([
  'Home',
  'Login',
  'LoginToSupplier',
  'Test',
  'SetDrawingPwd',
  'ModifyDrawingPwd',
]);

/**
 * Parameterised screens the build draws, at an address of their own (their declaration's `drawnAt`): their opening
 * view is the same whatever the parameter names, and its figures come from the early read of that one and from the
 * address. Other parameterised screens open on what the parameter names, and are not drawn.
 */
export const DRAWN_AT: Partial<Record<ScreenName, string>> = declaredAt();

/**
 * Attributes the drawn copy leaves out: the app's copy is the one a test, a label or a script looks up, and a
 * radio button's group is the app's alone.
 */
const UNIQUE_ATTRIBUTES = /\s(?:id|for|name|data-testid|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g;

/**
 * A screen's opening view as markup, for a member (a session whose info has not answered) or a visitor, at `path`
 * (an address of its route `pattern`, whose parameters the screen reads).
 */
export async function renderScreenShell(
  screen: ScreenName,
  path: string,
  lang: Locale,
  member: boolean,
  pattern = path,
): Promise<string> {
  const [Screen, messages] = await Promise.all([
    screens[screen](),
    CATALOG_LOADERS[lang](),
    needTexts(SCREEN_TEXTS[screen], lang),
  ]);
  textsShown(lang);
  const store = makeStore({
    session: { token: member ? 'session' : '', isDemo: false, unread: 0 },
    locale: { lang },
  });
  const { prelude } = await prerender(
    <Providers store={store} catalog={{ lang, messages }}>
      <MemoryRouter initialEntries={[path]}>
        <DrawingShell.Provider value>
          <Routes>
            <Route path={pattern} element={<Screen />} />
          </Routes>
        </DrawingShell.Provider>
      </MemoryRouter>
    </Providers>,
  );
  const html = await new Response(prelude).text();
  return html.replace(UNIQUE_ATTRIBUTES, '');
}
