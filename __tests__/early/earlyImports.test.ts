/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packagesReached } from '../build/support/importGraph';

/** The drawn screens' declarations, which the early files take in by name (src/early/declaredReads.ts, declaredLists.ts), not by import. */
const DECLARATIONS = readdirSync(join(__dirname, '../../src/features'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.drawn.ts'))
  .map((f) => `src/features/${f}`);

/*
 * What runs before the framework (src/early: the script written into index.html and the two figure fillers) takes in
 * no framework, through any file it reaches: React, Redux, big.js, react-intl, antd-mobile or xstate there would be
 * downloaded and run before the member sees the first view. ESLint refuses a direct import; this follows them all.
 */
const FRAMEWORK =
  /^(react|react-dom|react-intl|react-redux|react-router|react-router-dom|redux|@reduxjs\/|big\.js|antd-mobile|xstate|@xstate\/)/;

describe('the early files', () => {
  it.each(['src/early/main.ts', 'src/early/fill.ts', 'src/early/fillHtml.ts', 'src/early/drawn.ts', ...DECLARATIONS])(
    '%s reaches no framework',
    (entry) => {
      expect(packagesReached([entry]).filter((name) => FRAMEWORK.test(name))).toEqual([]);
    },
  );

  it('takes in every drawn screen declaration', () => {
    expect(DECLARATIONS.length).toBeGreaterThan(20);
  });

  it('sees a framework reached through a file of ours', () => {
    expect(packagesReached(['src/lib/money.ts'])).toContain('big.js');
  });
});
