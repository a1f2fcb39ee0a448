import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 1.4.3 and 1.4.11 for what axe's contrast rule leaves out: a disabled control. Its words must keep 4.5:1
 * against the fill behind them (its own, or the first opaque one of its ancestors), so that a member can read
 * what they cannot tap yet, and its fill must tell it from an enabled one (checked by the screens' own tests).
 * A finding names the control's words and the ratio.
 */
export async function disabledContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const over = (top: number[], bottom: number[]) =>
      top.slice(0, 3).map((v, i) => v * top[3] + bottom[i] * (1 - top[3]));
    const fill = (el: Element): number[] => {
      const layers: number[][] = [];
      for (let n: Element | null = el; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      return layers.reduceRight<number[]>((acc, l) => over(l, acc), [255, 255, 255]);
    };
    const found: string[] = [];
    const controls = document.querySelectorAll('button:disabled, .adm-button-disabled, [aria-disabled="true"]');
    for (const el of controls) {
      if (!(el as HTMLElement).checkVisibility?.() || !el.textContent?.trim()) continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      const text = rgba(style.color);
      if (!text) continue;
      const bg = fill(el);
      // The element's own opacity dims its words and fill together, over what lies behind it.
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      const behind = el.parentElement ? fill(el.parentElement) : [255, 255, 255];
      const seenText = over([...over(text, bg), opacity], behind);
      const seenBg = over([...bg, opacity], behind);
      const [hi, lo] = [lum(seenText), lum(seenBg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5)
        found.push(
          `disabled '${el.textContent.trim().slice(0, 40)}' reads ${ratio.toFixed(2)}:1 (WCAG 1.4.3 wants 4.5:1)`,
        );
    }
    return found;
  });
}
