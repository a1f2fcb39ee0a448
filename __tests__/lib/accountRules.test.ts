/** @jest-environment node */
import fc from 'fast-check';
import {
  accountNameError,
  collectErrors,
  confirmationError,
  passwordError,
  phoneError,
  realnameError,
  withdrawalPasswordError,
} from '@/lib/accountRules';
import { errorWords } from '@/lib/fieldErrors';

describe('account rules shared by register and the member forms', () => {
  test('account name: 6–8 lower-case letters and digits, starting with a letter', () => {
    expect(accountNameError(' newbie77 ')).toBeUndefined();
    expect(accountNameError('  ')).toBe('required');
    expect(accountNameError('short')).toBe('length');
    expect(accountNameError('9newbie')).toBe('format');
    expect(accountNameError('NewBie77')).toBe('format');
  });

  test('login password 6–13; withdrawal password six digits; confirmations equal', () => {
    expect(passwordError('secret77')).toBeUndefined();
    expect(passwordError('')).toBe('required');
    expect(passwordError('a'.repeat(14))).toBe('length');
    expect(withdrawalPasswordError('24681a')).toBe('format');
    expect(withdrawalPasswordError('')).toBe('required');
    expect(confirmationError('246811', '246810')).toBe('mismatch');
    expect(confirmationError('', '246810')).toBe('required');
    fc.assert(
      fc.property(fc.string(), (pwd) => {
        if (!withdrawalPasswordError(pwd)) expect(pwd).toMatch(/^\d{6}$/);
      }),
      { numRuns: 2000 },
    );
  });

  test('real name and phone are required only where asked for, and well formed when given', () => {
    expect(realnameError('', true)).toBe('required');
    expect(realnameError('', false)).toBeUndefined();
    expect(realnameError('x'.repeat(21), false)).toBe('length');
    expect(phoneError('12ab', false)).toBe('format');
    expect(phoneError('', true)).toBe('required');
    expect(phoneError('+8613800138000', true)).toBeUndefined();
  });

  test('only failing fields are kept, in form order', () => {
    expect(collectErrors({ a: undefined, b: 'format', c: 'required' })).toEqual({ b: 'format', c: 'required' });
    expect(Object.keys(collectErrors({ z: 'length', a: 'format' }))).toEqual(['z', 'a']);
    expect(Object.keys(collectErrors({ a: undefined }))).toHaveLength(0);
  });

  test("a code a form's table does not name reads as required", () => {
    const required = { id: 'x.requiredError' };
    const words = errorWords<'name', 'length' | 'format'>({ name: { length: { id: 'x.lengthError' } } }, required);
    expect(words('name', 'length').id).toBe('x.lengthError');
    expect(words('name', 'format')).toBe(required);
  });
});
