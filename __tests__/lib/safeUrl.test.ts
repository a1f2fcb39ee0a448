import fc from 'fast-check';
import { safeHttpUrl, safeReturnPath } from '@/lib/safeUrl';

describe('safeHttpUrl', () => {
  it('accepts http(s) and resolves relative addresses against the page', () => {
    expect(safeHttpUrl('https://x.test/a')).toBe('https://x.test/a');
    expect(safeHttpUrl('/sim/game?x=1', 'http://app.test/#/home')).toBe('http://app.test/sim/game?x=1');
  });
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    'java\u0000script:x',
  ])('refuses %p', (v) => expect(safeHttpUrl(v, 'http://app.test/')).toBeNull());
  it('property: whatever it returns is an http(s) address', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeHttpUrl(s, 'http://app.test/');
        if (out !== null) expect(new URL(out).protocol).toMatch(/^https?:$/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('safeReturnPath', () => {
  it('keeps in-app paths and refuses other sites and the login screens', () => {
    expect(safeReturnPath('/Member/Recharge?x=1')).toBe('/Member/Recharge?x=1');
    expect(safeReturnPath('//evil.test/')).toBe('/Main/home');
    expect(safeReturnPath('https://evil.test/')).toBe('/Main/home');
    expect(safeReturnPath('/Login?redirect=/x')).toBe('/Main/home');
    expect(safeReturnPath(undefined)).toBe('/Main/home');
  });
});
