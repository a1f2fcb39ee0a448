import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseApi } from '@/api/baseApi';

// One call, one endpoint, one name: a second definition of a name must fail at once, not win by load order.
const DIR = join(__dirname, '../../src/api');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
const sources = Object.fromEntries(files.map((f) => [f, readFileSync(join(DIR, f), 'utf8')]));
const injecting = files.filter((f) => sources[f].includes('injectEndpoints('));

describe('endpoint names', () => {
  it('every file that injects endpoints refuses to override one', () => {
    expect(injecting.length).toBeGreaterThan(5);
    for (const f of injecting) {
      const injections = sources[f].match(/injectEndpoints\(\{/g)?.length ?? 0;
      const guarded = sources[f].match(/injectEndpoints\(\{\s*overrideExisting: 'throw',/g)?.length ?? 0;
      expect({ file: f, guarded }).toEqual({ file: f, guarded: injections });
    }
  });

  it('every api file loads together with all the others without a clash', async () => {
    for (const f of files) await import(`@/api/${f.replace(/\.ts$/, '')}`);
    const names = Object.keys(baseApi.endpoints);
    expect(names).toEqual(expect.arrayContaining(['me', 'rechargeList', 'drawingList', 'moneyLog', 'inbox']));
  });

  it('no endpoint name is written in two files', () => {
    const where = new Map<string, string[]>();
    for (const f of injecting) {
      for (const m of sources[f].matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm)) {
        where.set(m[1], [...(where.get(m[1]) ?? []), f]);
      }
    }
    const twice = [...where].filter(([, fs]) => fs.length > 1);
    expect(twice).toEqual([]);
    expect(where.size).toBeGreaterThan(30);
  });

  it('a second definition of a loaded name throws', async () => {
    await import('@/api/rechargeApi');
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ rechargeList: build.query<unknown, void>({ query: () => '/recharge/list' }) }),
      }),
    ).toThrow(/rechargeList/);
  });
});
