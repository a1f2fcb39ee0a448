import { earlyMemberRoutes } from '@/early/memberOpeningReads';
import { SCREENS_NOT_DRAWN } from '@/app/screenShells';
import { ROUTE_TABLE } from '@/state/routeTable';

// A member screen's opening reads come to the early script with the drawn view's code (src/early/drawn.ts), which it
// loads only on a screen the build drew: a screen with reads of its own that the build did not draw would open
// without them (the app would send them itself, later).
test('every screen with early opening reads is one the build draws for a member', () => {
  const undrawn = earlyMemberRoutes()
    .map(([route]) => route)
    .filter((route) => {
      const entry = ROUTE_TABLE.find((e) => e.path.toLowerCase() === route);
      return !entry || !('screen' in entry) || SCREENS_NOT_DRAWN.has(entry.screen);
    });
  expect(earlyMemberRoutes().length).toBeGreaterThan(10);
  expect(undrawn).toEqual([]);
});
