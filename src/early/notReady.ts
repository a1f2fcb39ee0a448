/**
 * A tap on a drawn control before the app has taken over. The early shell is inert (what is typed or tapped there
 * would never reach the app), so the tap falls through to the page beneath it: the drawn control under it is found by
 * its box, greys as the app greys a control that cannot be used (`disabled`), and the app's toast (its classes,
 * loaded before the first paint) says in the member's language, in a status region outside the shell (which screen
 * readers skip), that it is not ready yet. Nothing is carried to the app: a payment tapped before its form could
 * check it is never made later on its own. A tap that reaches a control of the app's (drawn under the shell) is the
 * app's. The notice goes a moment after the last tap.
 */

/** What a member can tap or type into on a drawn screen. */
const CONTROLS = 'button,a,input,select,textarea,label,[role]';

/** How long the notice stays after the last tap. */
const NOTICE_MS = 3000;

/** Answers each tap on a drawn control of `shell`, while it is on screen, with `text`. */
export function answerEarlyTaps(shell: HTMLElement, text: string): void {
  const host = document.createElement('div');
  host.className = 'toast-host';
  host.setAttribute('role', 'status');
  let timer = 0;
  addEventListener('click', ({ target, clientX: x, clientY: y }: MouseEvent) => {
    let control: Element | undefined;
    if (text && shell.isConnected && !(target as Element).closest?.(CONTROLS))
      for (const drawn of shell.querySelectorAll(CONTROLS)) {
        const box = drawn.getBoundingClientRect();
        // The last in document order whose box holds the point is the innermost.
        if (box.width && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) control = drawn;
      }
    if (!control) return;
    control.setAttribute('disabled', '');
    control.setAttribute('aria-disabled', 'true');
    // The region is in the page, empty, before its words come: a region that comes with them is not always read out.
    host.textContent = '';
    document.body.append(host);
    setTimeout(() => {
      const toast = document.createElement('p');
      toast.className = 'toast';
      toast.textContent = text;
      host.replaceChildren(toast);
    }, 50);
    clearTimeout(timer);
    timer = window.setTimeout(() => host.remove(), NOTICE_MS);
  });
}
