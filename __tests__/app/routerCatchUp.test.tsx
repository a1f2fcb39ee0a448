import { startTransition } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { AppRouter } from '@/app/AppRouter';
import { HashCatchUp } from '@/app/HashCatchUp';

/**
 * The app's first render runs in a transition, which yields to the browser while it builds the opening
 * screen; the router listens for hash changes only from its first commit. A member who goes elsewhere
 * meanwhile (the back button, a link followed at once) must see the screen the address bar names.
 */
test('a hash change made while the first screen renders is the screen shown once it commits', async () => {
  window.location.hash = '#/first';
  // jsdom announces that change later; let it pass before the router exists.
  await new Promise((r) => setTimeout(r, 10));
  let changed = false;
  // Stands for a fragment navigation handled while the transition yields, after the router read its state:
  // the browser moves the address and fires popstate at once (jsdom would queue it).
  function MemberMovesOn() {
    if (!changed) {
      changed = true;
      window.history.pushState(null, '', '#/second?n=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    return null;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => {
    startTransition(() =>
      root.render(
        <AppRouter>
          <MemberMovesOn />
          <HashCatchUp />
          <Routes>
            <Route path="/first" element={<p>first screen</p>} />
            <Route path="/second" element={<p>second screen</p>} />
          </Routes>
        </AppRouter>,
      ),
    );
  });
  await act(() => new Promise((r) => setTimeout(r, 10)));

  expect(container.textContent).toBe('second screen');
  expect(window.location.hash).toBe('#/second?n=2');
  act(() => root.unmount());
});
