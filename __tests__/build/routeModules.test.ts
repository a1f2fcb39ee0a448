/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_TABLE } from '@/state/routeTable';
import { screens } from '@/app/routes';

// The early hints fetch the opening route's screen chunk; the map they use must follow the route table.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeModules } = require('../../webpack.config.js') as {
  routeModules: (table: unknown) => Record<string, string>;
};

describe('early-hints route map', () => {
  const map = routeModules(ROUTE_TABLE);

  it('names an existing screen module for every lazily loaded route without parameters', () => {
    const lazy = ROUTE_TABLE.filter((r) => 'screen' in r && r.screen !== 'Home' && !r.path.includes(':'));
    for (const r of lazy) {
      if (!('screen' in r)) continue;
      const request = map[r.path.toLowerCase()];
      expect({ route: r.path, request: typeof request }).toEqual({ route: r.path, request: 'string' });
      const file = join(__dirname, '../../src', request.replace(/^@\//, ''));
      expect(existsSync(`${file}.tsx`) || existsSync(`${file}.ts`)).toBe(true);
    }
    expect(map['/member/recharge']).toBe('@/features/recharge/RechargeScreen');
  });
});

describe('route table', () => {
  it('names only screens the app has', () => {
    const named = ROUTE_TABLE.flatMap((r) => ('screen' in r && r.screen !== 'Home' ? [r.screen] : []));
    expect(named.filter((n) => !(n in screens))).toEqual([]);
    expect(named.length).toBeGreaterThan(35);
  });
});
