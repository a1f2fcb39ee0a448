import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/*
 * How antd-mobile draws its overlays (Dialog, Toast, Popup) outside the app's tree: the build puts this
 * module in place of the library's own `utils/render` (webpack.config.js), whose legacy React render is
 * gone from React 19 and whose async helpers would otherwise ship with the first screen.
 */

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  const root = roots.get(container);
  if (!root) return;
  roots.delete(container);
  // Let the closing animation's last frame commit before the root goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  root.unmount();
}
