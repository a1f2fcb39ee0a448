import { act, render, screen } from '@testing-library/react';
import { useFirstInput } from '@/state/useFirstInput';

function Sheet() {
  const using = useFirstInput();
  return (
    <div>
      <input aria-label="amount" />
      <p>{using ? 'sheet mounted' : 'looking only'}</p>
    </div>
  );
}

test('what a later step needs waits for the member to touch, focus or type: looking mounts nothing', () => {
  for (const start of [
    (el: HTMLElement) => el.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    (el: HTMLElement) => el.focus(),
    (el: HTMLElement) => el.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true })),
  ]) {
    const { unmount } = render(<Sheet />);
    expect(screen.getByText('looking only')).toBeTruthy();
    act(() => start(screen.getByLabelText('amount')));
    expect(screen.getByText('sheet mounted')).toBeTruthy();
    unmount();
  }
});
