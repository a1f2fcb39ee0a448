import { Suspense, use, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import { AppRouter, useNavigationPending } from '@/app/AppRouter';

/** What the frame shows: the screen on view, and whether the next one is still loading. */
function Frame({ children }: { children: ReactNode }) {
  return <main data-pending={String(useNavigationPending())}>{children}</main>;
}

test('a navigation is pending from the tap until the next screen can show, and the leaving screen stays meanwhile', async () => {
  window.location.hash = '#/first';
  await new Promise((r) => setTimeout(r, 10));
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((r) => (arrive = r));
  function SlowScreen() {
    use(code);
    return <p>second screen</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <AppRouter>
        <Frame>
          <Suspense fallback={<p>fallback</p>}>
            <Routes>
              <Route path="/first" element={<Link to="/second">go</Link>} />
              <Route path="/second" element={<SlowScreen />} />
            </Routes>
          </Suspense>
        </Frame>
      </AppRouter>,
    ),
  );
  const main = () => container.querySelector('main')!;
  expect(main().dataset.pending).toBe('false');

  await act(async () => container.querySelector('a')!.click());
  expect(window.location.hash).toBe('#/second');
  expect(main().textContent).toBe('go');
  expect(main().dataset.pending).toBe('true');

  await act(async () => arrive());
  expect(main().textContent).toBe('second screen');
  expect(main().dataset.pending).toBe('false');
  act(() => root.unmount());
});
