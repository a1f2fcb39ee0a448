import { TOKEN_COOKIE, clearToken, readToken, writeToken } from '@/api/tokenCookie';

// The member's token cookie: what is written is read back whole, beside other cookies; a session that ended clears
// it only while it still holds that session's token.

afterEach(() => {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
  document.cookie = 'other=; path=/; max-age=0';
});

test('a token is read back as written, among other cookies, and a missing one reads as none', () => {
  expect(readToken()).toBe('');
  document.cookie = 'other=1; path=/';
  const token = 'eyJhbGciOi.J9_x-y=;+/ü';
  writeToken(token);
  expect(readToken()).toBe(token);
  expect(document.cookie).toContain('other=1');
});

test('a value written by an earlier cookie library, or not encoded at all, still reads', () => {
  document.cookie = `${TOKEN_COOKIE}=abc%7Cdef; path=/`;
  expect(readToken()).toBe('abc|def');
  document.cookie = `${TOKEN_COOKIE}=100%; path=/`;
  expect(readToken()).toBe('100%');
});

test("ending a session clears the cookie only while it holds that session's token", () => {
  writeToken('first');
  writeToken('second');
  clearToken('first');
  expect(readToken()).toBe('second');
  clearToken('second');
  expect(readToken()).toBe('');
});
