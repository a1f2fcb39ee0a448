import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/en.json';
import { AmountInput } from '@/components/AmountInput';
import { SafeHtml } from '@/components/SafeHtml';
import { OfflineBanner } from '@/components/OfflineBanner';
import { Money } from '@/components/Money';
import { LoadingMask } from '@/components/LoadingMask';

const withIntl = (ui: React.ReactNode, locale = 'en') =>
  render(
    <IntlProvider locale={locale} messages={en}>
      {ui}
    </IntlProvider>,
  );

function AmountHarness() {
  const [v, setV] = useState('');
  return <AmountInput label="Amount" value={v} onChange={setV} />;
}

describe('shared components', () => {
  it('AmountInput keeps only what the amount rules allow, whatever is typed or pasted', () => {
    render(<AmountHarness />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '.1,234.56789abc' } });
    expect(input.value).toBe('1234.567');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('AmountInput announces its error and marks the field invalid', () => {
    render(<AmountInput label="Amount" value="5" onChange={() => {}} error="Please enter a correct deposit amount!" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a correct deposit amount!');
  });

  it('SafeHtml renders server HTML without scripts, handlers, javascript: links or foreign images', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><img src="https://evil.test/p.gif" onerror="alert(4)"><img src="/assets/ok.svg"><iframe src="https://evil.test"></iframe>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.test|iframe/i);
    expect(container.querySelector('img[src="/assets/ok.svg"]')).not.toBeNull();
    expect(container.textContent).toContain('Hi');
  });

  it('OfflineBanner appears when the device goes offline and leaves when it is back', () => {
    withIntl(<OfflineBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    const online = jest.spyOn(navigator, 'onLine', 'get');
    act(() => {
      online.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toBe('You are offline. Please check your connection.');
    act(() => {
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    online.mockRestore();
  });

  it('Money reads the same figure on a Thai screen as anywhere: dollar-style, two decimals', () => {
    withIntl(
      <>
        <Money value="1234.5" />
        <Money value="ยังไม่เปิด" />
      </>,
      'th',
    );
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('LoadingMask says "loading" while visible', () => {
    const { rerender } = withIntl(<LoadingMask visible />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(
      <IntlProvider locale="en" messages={en}>
        <LoadingMask visible={false} />
      </IntlProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
