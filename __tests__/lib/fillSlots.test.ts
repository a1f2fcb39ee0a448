import { FILLED_ATTRIBUTE, choiceSlot, fillSlots, slotsPending } from '@/lib/fillSlots';
import { releaseEarlyShell } from '@/components/earlyShell';
import { EARLY_SHELL_ID } from '@/lib/earlyShell';

const skeleton = '<span class="skeleton"></span>';
const card = () => {
  const el = document.createElement('div');
  el.innerHTML = `<p><span data-fill="name">${skeleton}</span></p><dd><span class="money" data-fill="money">${skeleton}</span></dd><span data-fill="other">${skeleton}</span>`;
  return el;
};

describe('value slots', () => {
  it('take their figures as text; a slot with no figure keeps its skeleton', () => {
    const el = card();
    expect(fillSlots(el, { name: 'member01', money: '¥1.00', unused: 'x' })).toBe(2);
    expect(el.querySelector('[data-fill="name"]')?.innerHTML).toBe('member01');
    expect(el.querySelector('[data-fill="money"]')?.textContent).toBe('¥1.00');
    expect(el.querySelector('[data-fill="other"] .skeleton')).not.toBeNull();
    expect(slotsPending(el)).toBe(true);
    fillSlots(el, { other: '<b>kept as text</b>' });
    expect(el.querySelector('[data-fill="other"]')?.innerHTML).toBe('&lt;b&gt;kept as text&lt;/b&gt;');
    expect(slotsPending(el)).toBe(false);
  });
});

describe('choice slots', () => {
  const badge = () => {
    const el = document.createElement('div');
    const attrs = choiceSlot('transfer', { auto: ['mode-badge auto', 'Automatic'], manual: ['mode-badge', 'Manual'] });
    const span = document.createElement('span');
    span.className = 'skeleton mode-badge-skeleton';
    for (const [k, v] of Object.entries(attrs)) span.setAttribute(k, v);
    el.appendChild(span);
    return el;
  };

  it("take the class and text the screen gave for the figure's value", () => {
    const el = badge();
    expect(slotsPending(el)).toBe(true);
    expect(fillSlots(el, { transfer: 'manual' })).toBe(1);
    expect(el.innerHTML).toContain('<span class="mode-badge" data-fill="transfer"');
    expect(el.textContent).toBe('Manual');
    expect(slotsPending(el)).toBe(false);
  });

  it('stay skeletons for a value they do not list', () => {
    const el = badge();
    expect(fillSlots(el, { transfer: 'both' })).toBe(0);
    expect(el.querySelector('.skeleton')).not.toBeNull();
  });
});

describe("the early shell's release", () => {
  let root: HTMLElement;
  const shell = (filled: boolean) => {
    const el = document.createElement('div');
    el.id = EARLY_SHELL_ID;
    if (filled) el.setAttribute(FILLED_ATTRIBUTE, '');
    document.body.appendChild(el);
    return el;
  };
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root') as HTMLElement;
  });
  afterEach(() => jest.useRealTimers());

  it("keeps a shell showing the member's figures until the app's slots show them too", async () => {
    shell(true);
    root.appendChild(card());
    releaseEarlyShell();
    expect(document.getElementById(EARLY_SHELL_ID)).not.toBeNull();
    fillSlots(root, { name: 'member01', money: '¥1.00' });
    await Promise.resolve();
    expect(document.getElementById(EARLY_SHELL_ID)).not.toBeNull();
    fillSlots(root, { other: '-' });
    await Promise.resolve();
    expect(document.getElementById(EARLY_SHELL_ID)).toBeNull();
  });

  it('never longer than a few seconds, and a shell without figures goes at once', () => {
    shell(true);
    root.appendChild(card());
    releaseEarlyShell();
    jest.advanceTimersByTime(3000);
    expect(document.getElementById(EARLY_SHELL_ID)).toBeNull();

    shell(false);
    releaseEarlyShell();
    expect(document.getElementById(EARLY_SHELL_ID)).toBeNull();
  });
});
