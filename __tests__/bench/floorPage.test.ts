import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

type FloorElement = { src: string; text: string; rect: Record<string, number>; style: string };

/** The page bench/floorPage.mjs writes for an element (an ES module, run as the bench runs it: by node). */
function floorPage(el: FloorElement): string {
  const module = join(__dirname, '../../bench/floorPage.mjs');
  const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(m.floorPage(JSON.parse(process.argv[1]))))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(el)], {
    encoding: 'utf8',
  });
}

const textFloor: FloorElement = {
  src: '',
  text: 'Tom & "Jerry" <b>',
  rect: { left: 16, top: 120, width: 358, height: 40 },
  style:
    'font-family:"Segoe UI", Roboto, "Helvetica Neue", sans-serif;font-size:28px;font-weight:700;line-height:40px;color:rgb(34, 34, 34)',
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the bench floor page', () => {
  it("keeps a text floor's whole style, quoted font names included: its size and weight are the element's", () => {
    const div = parse(floorPage(textFloor)).querySelector('body > div') as HTMLDivElement;
    expect(div.style.fontSize).toBe('28px');
    expect(div.style.fontWeight).toBe('700');
    expect(div.style.lineHeight).toBe('40px');
    expect(div.style.fontFamily).toContain('Segoe UI');
    expect(div.style.width).toBe('358px');
    expect(div.getAttributeNames()).toEqual(['style']);
  });

  it('shows the text as text: markup in it is not markup', () => {
    const doc = parse(floorPage(textFloor));
    expect(doc.querySelector('body > div')!.textContent).toBe('Tom & "Jerry" <b>');
    expect(doc.querySelector('b')).toBeNull();
  });

  it("keeps an image floor's address and box whole", () => {
    const src = 'https://cdn.example/banner.png?a=1&b="2"';
    const img = parse(floorPage({ ...textFloor, src, text: '' })).querySelector('body > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.style.height).toBe('40px');
    expect(img.style.fontWeight).toBe('700');
  });
});
