import { FILLED_ATTRIBUTE, fillSlots, slotsFor, slotsPending } from '@/lib/fillSlots';

/** The figures these tests give their slots, typed as a screen's are. */
type TestFigures = { netClass: string; otherClass: string; turn: string; transfer: string; transferText: string };
const slot = slotsFor<TestFigures>();
import { EMPTY_MARK, fillRows, rowsSlot } from '@/lib/fillRows';
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
    expect(fillSlots(el, { name: 'member01', money: '$1.00', unused: 'x' })).toBe(2);
    expect(el.querySelector('[data-fill="name"]')?.innerHTML).toBe('member01');
    expect(el.querySelector('[data-fill="money"]')?.textContent).toBe('$1.00');
    expect(el.querySelector('[data-fill="other"] .skeleton')).not.toBeNull();
    expect(slotsPending(el)).toBe(true);
    fillSlots(el, { other: '<b>kept as text</b>' });
    expect(el.querySelector('[data-fill="other"]')?.innerHTML).toBe('&lt;b&gt;kept as text&lt;/b&gt;');
    expect(slotsPending(el)).toBe(false);
  });
});

describe('class slots', () => {
  it('take their figure as the class; one without a figure keeps its own', () => {
    const el = document.createElement('div');
    el.innerHTML = '<span class="signed-money"></span><span class="kept"></span>';
    const [a, b] = [...el.children];
    Object.entries(slot({ class: 'netClass' })).forEach(([k, v]) => a.setAttribute(k, v));
    Object.entries(slot({ class: 'otherClass' })).forEach(([k, v]) => b.setAttribute(k, v));
    fillSlots(el, { netClass: 'signed-money down' });
    expect(a.className).toBe('signed-money down');
    expect(b.className).toBe('kept');
  });
});

describe('style slots', () => {
  it('set the style properties they name, through the style object, and only those a slot may set', () => {
    const el = document.createElement('div');
    el.innerHTML = '<span></span>';
    const label = el.firstElementChild as HTMLElement;
    // A property outside the slot's list (a picture's address) is never set, whatever the markup asks.
    const styles = { ...JSON.parse(slot({ style: { transform: 'turn' } })['data-fill-style']), background: 'url' };
    label.setAttribute('data-fill-style', JSON.stringify(styles));
    fillSlots(el, { turn: 'rotate(45deg)', url: 'url(https://example.test/x.png)' });
    expect(label.style.transform).toBe('rotate(45deg)');
    expect(label.style.background).toBe('');
    // No figure: the style stays as it was.
    fillSlots(el, {});
    expect(label.style.transform).toBe('rotate(45deg)');
  });
});

describe('rows slots', () => {
  const list = () => {
    const el = document.createElement('div');
    const slot = document.createElement('div');
    slot.className = 'list-skeleton';
    Object.entries(rowsSlot('log', 100)).forEach(([k, v]) => slot.setAttribute(k, v));
    slot.innerHTML =
      '<template><ul class="vlist"><li class="vlist-row"><b data-fill="title"></b></li></ul>' +
      '<div class="list-footer"><span data-fill="more" data-fill-choice=\'{"0":["","End"],"1":["","More"]}\'></span></div></template>';
    el.appendChild(slot);
    return el;
  };
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `row ${i}` }));

  it('repeat the template for the rows that fit the viewport, placed as the windowed list places them', () => {
    const el = list();
    expect(slotsPending(el)).toBe(true);
    expect(fillRows(el, { log: { rows: rows(12), more: true } }, 450)).toBe(6);
    const lis = [...el.querySelectorAll<HTMLElement>('.vlist-row')];
    expect(lis.map((li) => [li.textContent, li.style.top, li.style.height])).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => [`row ${i}`, `${i * 100}px`, '100px']),
    );
    expect(el.querySelector<HTMLElement>('.vlist')?.style.height).toBe('1200px');
    expect(el.querySelector('.list-footer')?.textContent).toBe('More');
    expect(el.querySelector('.list-skeleton')).toBeNull();
    expect(slotsPending(el)).toBe(false);
  });

  it('leave a list without rows, or another list, to the app', () => {
    const el = list();
    expect(fillRows(el, { log: { rows: [], more: false }, other: { rows: rows(2), more: false } }, 450)).toBe(0);
    expect(el.querySelector('.list-skeleton')).not.toBeNull();
    expect(slotsPending(el)).toBe(true);
  });

  it('draw a list without rows as the empty view its slot holds, and only then', () => {
    const el = list();
    const empty = document.createElement('template');
    Object.entries(EMPTY_MARK).forEach(([k, v]) => empty.setAttribute(k, v));
    empty.innerHTML = '<div class="list-empty"><p>Nothing yet</p></div>';
    el.querySelector('.list-skeleton')?.appendChild(empty);
    const withRows = el.cloneNode(true) as HTMLElement;
    expect(fillRows(el, { log: { rows: [], more: false } }, 450)).toBe(1);
    expect(el.innerHTML).toBe('<div class="list-empty"><p>Nothing yet</p></div>');
    expect(slotsPending(el)).toBe(false);
    // With rows, the rows' template is drawn and the empty view is not.
    expect(fillRows(withRows, { log: { rows: rows(2), more: false } }, 450)).toBe(2);
    expect(withRows.querySelector('.list-empty')).toBeNull();
    expect([...withRows.querySelectorAll('.vlist-row')].map((li) => li.textContent)).toEqual(['row 0', 'row 1']);
  });
});

describe('choice slots', () => {
  const badge = () => {
    const el = document.createElement('div');
    const attrs = slot({
      text: 'transfer',
      choices: { auto: ['mode-badge auto', 'Automatic'], manual: ['mode-badge', 'Manual'] },
    });
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

  it("take the server's own words for the value when the figures give them (`<name>Text`)", () => {
    const el = badge();
    expect(fillSlots(el, { transfer: 'auto', transferText: 'Tự động' })).toBe(1);
    expect(el.textContent).toBe('Tự động');
    expect(el.querySelector('span')?.className).toBe('mode-badge auto');
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
    fillSlots(root, { name: 'member01', money: '$1.00' });
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
