import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS } from '../../i18n/locales';
import type { Locale } from './text';

/*
 * Two measurements a sweep makes on the screen in view (e2e/sweeps/routes.spec.ts states them as its rules 5 and
 * 6): text broken where it must not break, and text in another language's script or a catalog id shown raw.
 * Both run in the page, on what it has laid out; each finding is one line that names the element and its text.
 */

/**
 * Whole values split over lines, labels wrapped inside their control, and (in Thai) words broken in the middle.
 * A text's lines are told apart by the vertical middles of its client rects: two rects whose middles lie more
 * than half the font size apart are on different lines (rects on one line differ by a pixel or two, where a
 * Latin fallback face sits beside a Thai one).
 */
export async function brokenText(page: Page, lang: Locale): Promise<string[]> {
  return page.evaluate((thai) => {
    const out: string[] = [];
    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const t = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls} "${t}"`;
    };
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden]') &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const rectsOf = (range: Range) => Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0);
    const linesOf = (rects: DOMRect[], fontSize: number) => {
      const middles = rects.map((r) => (r.top + r.bottom) / 2).sort((a, b) => a - b);
      let lines = 0;
      let first = -Infinity;
      for (const y of middles)
        if (y - first > fontSize / 2) {
          lines += 1;
          first = y;
        }
      return lines;
    };
    const fontSizeOf = (el: Element) => parseFloat(getComputedStyle(el).fontSize) || 15;
    const textNodes = (root: Node) => {
      const nodes: Text[] = [];
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) if ((n.textContent ?? '').trim()) nodes.push(n as Text);
      return nodes;
    };
    const rangeOver = (node: Node, start?: number, end?: number) => {
      const r = document.createRange();
      if (start === undefined) r.selectNodeContents(node);
      else {
        r.setStart(node, start);
        r.setEnd(node, end ?? start);
      }
      return r;
    };
    const linesOfText = (nodes: Text[], fontSize: number) =>
      linesOf(
        nodes.flatMap((n) => rectsOf(rangeOver(n))),
        fontSize,
      );
    const scrollsX = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === 'auto' || ox === 'scroll') return true;
      }
      return false;
    };

    // The part of a text's box a clipping box (overflow hidden or clip, or an ellipsis) hides, in px: the box itself
    // and every ancestor up to the body, measured to the fraction (an ellipsis hides whole letters for a fraction of
    // a pixel too much, which scrollWidth rounds away). A text wholly outside a clipping box (a slide off screen) is
    // not shown, so nothing of it is cut.
    const hiddenPart = (el: Element, r: DOMRect) => {
      let hidden = 0;
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
        if (!clips) continue;
        const b = p.getBoundingClientRect();
        const left = b.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
        const right = b.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight);
        if (r.right <= left || r.left >= right) return 0;
        hidden = Math.max(hidden, r.right - right, left - r.left);
      }
      return hidden;
    };
    const boundsOf = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      return new DOMRect(
        left,
        top,
        Math.max(...rects.map((r) => r.right)) - left,
        Math.max(...rects.map((r) => r.bottom)) - top,
      );
    };

    // (a) a whole value (data-whole) on one line and shown whole, unless a horizontally scrolling box around it
    // holds it.
    for (const el of Array.from(document.body.querySelectorAll('[data-whole]'))) {
      if (!shown(el) || scrollsX(el)) continue;
      const nodes = textNodes(el);
      const rects = nodes.flatMap((n) => rectsOf(rangeOver(n)));
      if (!rects.length) continue;
      const kind = el.getAttribute('data-whole');
      const lines = linesOf(rects, fontSizeOf(el));
      if (lines > 1) out.push(`${describe(el)}: a whole value (${kind}) on ${lines} lines`);
      const hidden = hiddenPart(el, boundsOf(rects));
      if (hidden > 0.05) out.push(`${describe(el)}: a whole value (${kind}) cut off (${hidden.toFixed(2)}px hidden)`);
    }

    // (b) a control's label on one line: the box of text inside a button, a tab or a pill (the control itself, or
    // the one element inside it that holds its shown text). A control holding several boxes of text is a card (a
    // record row, a payment method with its description), and one holding a picture a tile (a game's picture with its
    // name under it): their lines are their own.
    const pill = /(^|-)(pill|chip|badge|tag)$/;
    const controls = Array.from(
      document.body.querySelectorAll('button, a.btn, [role="button"], [role="tab"], [class], .rate-chips > li'),
    ).filter(
      (el) =>
        el.matches('button, a.btn, [role="button"], [role="tab"], .rate-chips > li') ||
        Array.from(el.classList).some((c) => pill.test(c)),
    );
    for (const el of controls) {
      if (!shown(el) || el.querySelector('img')) continue;
      const boxes = new Map<Element, Text[]>();
      for (const n of textNodes(el)) {
        if (n.parentElement?.closest('[aria-hidden="true"]')) continue;
        let box = n.parentElement as Element;
        while (box !== el && ['inline', 'contents'].includes(getComputedStyle(box).display))
          box = box.parentElement as Element;
        boxes.set(box, [...(boxes.get(box) ?? []), n]);
      }
      if (boxes.size !== 1) continue;
      const [[box, nodes]] = Array.from(boxes);
      const lines = linesOfText(nodes, fontSizeOf(box));
      if (lines > 1) out.push(`${describe(el)}: a label on ${lines} lines`);
    }

    // (c) Thai: no line break inside a word, as Intl.Segmenter's words have it.
    if (thai) {
      const words = new Intl.Segmenter('th', { granularity: 'word' });
      for (const n of textNodes(document.body)) {
        const text = n.textContent ?? '';
        if (!/[\u0E00-\u0E7F]/.test(text)) continue;
        const parent = n.parentElement;
        if (!parent || !shown(parent)) continue;
        const size = fontSizeOf(parent);
        for (const w of Array.from(words.segment(text))) {
          if (!w.isWordLike || w.segment.length < 2) continue;
          const lines = linesOf(rectsOf(rangeOver(n, w.index, w.index + w.segment.length)), size);
          if (lines > 1) out.push(`${describe(parent)}: the word "${w.segment}" broken over ${lines} lines`);
        }
      }
    }
    return [...new Set(out)].slice(0, 20);
  }, lang === 'th');
}

/** The catalog's ids, for telling one shown raw. */
const CATALOG_IDS: string[] = Object.keys(
  JSON.parse(readFileSync(resolve('i18n', 'en.json'), 'utf8')) as Record<string, string>,
);

/** Each language's own name with its tag: the language picker shows the name in its own script, marked lang. */
const OWN_NAMES: Array<[string, string]> = LOCALES.map((l) => [LOCALE_NAMES[l], LOCALE_TAGS[l]]);

/**
 * Text of another language's script, and catalog ids shown raw, in the visible text: every text node of the body
 * outside aria-hidden and hidden elements that the page renders (as document.body.innerText reads it: text
 * only screen readers get counts too), the options of a shown select, and the placeholders of shown fields.
 * Left out: text inside an element marked data-verbatim (an account or real name, a member's own words, a staff
 * member's reason: shown as written, in whatever script) and a language's own name inside an element whose lang is
 * that language's tag (the language picker).
 */
export async function foreignText(page: Page, lang: Locale): Promise<string[]> {
  return page.evaluate(
    ({ lang, ids, ownNames }) => {
      const han = /[\u3400-\u9fff]/;
      const thai = /[\u0E00-\u0E7F]/;
      const viet = /[ăâđêôơưĂÂĐÊÔƠƯ\u1EA0-\u1EF9]/;
      const banned: Array<[string, RegExp]> =
        lang === 'zh_cn' || lang === 'zh_hk'
          ? [
              ['Thai', thai],
              ['Vietnamese', viet],
            ]
          : lang === 'en'
            ? [
                ['Han', han],
                ['Thai', thai],
                ['Vietnamese', viet],
              ]
            : lang === 'th'
              ? [
                  ['Han', han],
                  ['Vietnamese', viet],
                ]
              : [
                  ['Han', han],
                  ['Thai', thai],
                ];
      const idSet = new Set(ids);
      const idLike = /\b[a-z]+(\.[a-z][A-Za-z0-9]*){2,}\b/g;
      const texts: Array<{ el: Element; text: string }> = [];
      const exempt = (el: Element, text: string) =>
        !!el.closest('[data-verbatim]') ||
        ownNames.some(([name, tag]) => text.trim() === name && el.closest('[lang]')?.getAttribute('lang') === tag);
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const text = n.textContent ?? '';
        const el = n.parentElement;
        if (!text.trim() || !el || el.closest('script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
        const select = el.closest('select');
        const host = select ?? el;
        if (!host.checkVisibility({ visibilityProperty: true })) continue;
        texts.push({ el, text });
      }
      for (const f of Array.from(document.body.querySelectorAll('input[placeholder], textarea[placeholder]')))
        if (f.checkVisibility({ visibilityProperty: true }) && !f.closest('[aria-hidden="true"], [hidden]'))
          texts.push({ el: f, text: f.getAttribute('placeholder') ?? '' });
      const out: string[] = [];
      const quote = (t: string) => JSON.stringify(t.trim().replace(/\s+/g, ' ').slice(0, 60));
      for (const { el, text } of texts) {
        if (exempt(el, text)) continue;
        for (const [script, re] of banned)
          if (re.test(text)) out.push(`${script} text in the ${lang} walk: ${quote(text)}`);
        for (const match of text.match(idLike) ?? [])
          if (idSet.has(match)) out.push(`a catalog id shown raw: ${match} in ${quote(text)}`);
      }
      return [...new Set(out)].slice(0, 30);
    },
    { lang, ids: CATALOG_IDS, ownNames: OWN_NAMES },
  );
}
