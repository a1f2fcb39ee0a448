import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasscodeField } from '@/components/PasscodeField';

function Harness({ onFill, error }: { onFill: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasscodeField
      id="pwd"
      label="Withdrawal password"
      hint="Amount 150.00"
      value={value}
      onChange={setValue}
      onFill={onFill}
      error={error}
    />
  );
}

describe('PasscodeField', () => {
  test('is one labelled password field for the numeric pad that keeps only six digits and reports them once', async () => {
    const onFill = jest.fn();
    render(<Harness onFill={onFill} />);
    const field = screen.getByLabelText('Withdrawal password') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('one-time-code');
    expect(field.maxLength).toBe(6);
    expect(field.getAttribute('aria-describedby')).toBe('pwd-hint');
    const user = userEvent.setup();
    await user.type(field, '1a2 3-4');
    expect(field.value).toBe('1234');
    expect(document.querySelectorAll('.passcode-cell')).toHaveLength(6);
    expect([...document.querySelectorAll('.passcode-cell')].map((c) => c.textContent).join('')).toBe('••••');
    expect(onFill).not.toHaveBeenCalled();
    await user.type(field, '5678');
    expect(field.value).toBe('123456');
    expect(onFill).toHaveBeenCalledTimes(1);
    expect(onFill).toHaveBeenCalledWith('123456');
  });

  test('an error is announced and tied to the field', () => {
    render(<Harness onFill={jest.fn()} error="Wrong password" />);
    const field = screen.getByLabelText('Withdrawal password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('pwd-hint pwd-error');
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
  });
});
