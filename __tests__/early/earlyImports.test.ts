/**
 * @jest-environment node
 */
import { packagesReached } from '../build/support/importGraph';

/*
 * What runs before the framework (src/early: the script written into index.html and the two figure fillers) takes in
 * no framework, through any file it reaches: React, Redux, big.js, react-intl, antd-mobile or xstate there would be
 * downloaded and run before the member sees the first view. ESLint refuses a direct import; this follows them all.
 */
const FRAMEWORK =
  /^(react|react-dom|react-intl|react-redux|react-router|react-router-dom|redux|@reduxjs\/|big\.js|antd-mobile|xstate|@xstate\/)/;

describe('the early files', () => {
  it.each(['src/early/main.ts', 'src/early/fill.ts', 'src/early/fillHtml.ts'])('%s reaches no framework', (entry) => {
    expect(packagesReached([entry]).filter((name) => FRAMEWORK.test(name))).toEqual([]);
  });

  it('sees a framework reached through a file of ours', () => {
    expect(packagesReached(['src/lib/money.ts'])).toContain('big.js');
  });
});
