import { entryFiles, holdEntry, runEntry, type EntryFile } from '@/early/entry';

const FILES: EntryFile[] = [
  { src: 'js/react.1.js' },
  { src: 'js/router.2.js', integrity: 'sha384-abc', crossorigin: 'anonymous' },
  { src: 'js/main.3.js' },
];

const added = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listFiles(json: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'entry-files';
  block.textContent = json;
  document.body.appendChild(block);
}

/** An image whose decode settles when the test says. */
function image(): { img: HTMLImageElement; load: () => void; fail: () => void } {
  const img = document.createElement('img');
  let load = () => undefined as void;
  let fail = () => undefined as void;
  img.decode = () =>
    new Promise<void>((resolve, reject) => {
      load = resolve;
      fail = () => reject(new Error('broken'));
    });
  document.body.appendChild(img);
  return { img, load: () => load(), fail: () => fail() };
}

beforeEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as { __entryStarted?: boolean }).__entryStarted;
});

describe("the app's entry, run by the early script", () => {
  it('reads the files the build listed, in order; nothing when the list is missing or broken', () => {
    expect(entryFiles()).toEqual([]);
    listFiles('{oops');
    expect(entryFiles()).toEqual([]);
    document.body.innerHTML = '';
    listFiles(JSON.stringify([...FILES, { href: 'x.js' }, 'y.js']));
    expect(entryFiles()).toEqual(FILES);
  });

  it('adds the scripts in order, run in that order, with their attributes, and only once', () => {
    expect(runEntry(FILES, 'n0nce')).toBe(true);
    const scripts = added();
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(FILES.map((f) => f.src));
    expect(scripts.every((s) => s.async === false && s.nonce === 'n0nce')).toBe(true);
    expect(scripts[1].integrity).toBe('sha384-abc');
    expect(scripts[1].crossOrigin).toBe('anonymous');
    expect(scripts[0].hasAttribute('crossorigin')).toBe(false);
    // The cap, the image and any second copy of the early script all end here: the entry is not run twice.
    expect(runEntry(FILES)).toBe(false);
    expect(added()).toHaveLength(FILES.length);
  });

  it('leaves a file the page already has a script for to that script', () => {
    const own = document.createElement('script');
    own.src = 'js/react.1.js';
    document.body.appendChild(own);
    runEntry(FILES);
    expect(added().map((s) => s.getAttribute('src'))).toEqual(FILES.map((f) => f.src));
  });

  it('runs at once when the opening route has no image', () => {
    listFiles(JSON.stringify(FILES));
    holdEntry(60_000).startAfter(null);
    expect(added()).toHaveLength(FILES.length);
  });

  it('waits for the opening image to be shown, then runs', async () => {
    listFiles(JSON.stringify(FILES));
    const { img, load } = image();
    holdEntry(60_000).startAfter(Promise.resolve(img));
    await wait(50);
    expect(added()).toHaveLength(0);
    load();
    await wait(100);
    expect(added()).toHaveLength(FILES.length);
  });

  it('runs at once when there is no image after all (a failed or empty read), or it cannot be shown', async () => {
    listFiles(JSON.stringify(FILES));
    holdEntry(60_000).startAfter(Promise.resolve(null));
    await wait(0);
    expect(added()).toHaveLength(FILES.length);

    document.body.innerHTML = '';
    delete (globalThis as { __entryStarted?: boolean }).__entryStarted;
    listFiles(JSON.stringify(FILES));
    const { img, fail } = image();
    holdEntry(60_000).startAfter(Promise.resolve(img));
    await wait(0);
    fail();
    await wait(20);
    expect(added()).toHaveLength(FILES.length);
  });

  it('a slow image holds the entry back until the cap, counted from the navigation start', async () => {
    listFiles(JSON.stringify(FILES));
    const { img } = image();
    holdEntry(performance.now() + 80).startAfter(Promise.resolve(img));
    await wait(20);
    expect(added()).toHaveLength(0);
    await wait(150);
    expect(added()).toHaveLength(FILES.length);
  });
});
