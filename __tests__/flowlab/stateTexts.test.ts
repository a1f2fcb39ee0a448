/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../i18n/locales';
import { chartOf, describedChart, descriptionId } from '@/features/flowlab/statechart';
import { lines } from '@/features/flowlab/elkLayout';
import { listMachines } from '@/features/flowlab/machineRegistry';

jest.mock('@/features/flowlab/machineContext', () => jest.requireActual('./support/machineModules'));

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'i18n', `${lang}.json`), 'utf8'));

/** Every description of every machine of machines/, by its catalog id. */
function descriptions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { machine } of listMachines()) {
    const chart = chartOf(machine);
    if (chart.description) found.set(chart.descriptionId, chart.description);
    for (const s of chart.states) if (s.description) found.set(s.descriptionId, s.description);
  }
  return found;
}

describe('the Flow Lab tells each state in the reader’s language', () => {
  const all = descriptions();

  test('ids are the machine and the state path in camel case', () => {
    expect(descriptionId('login', [])).toBe('flowlab.state.loginText');
    expect(descriptionId('login', ['form', 'loadingCaptcha'])).toBe('flowlab.state.loginFormLoadingCaptchaText');
    // Two states of one machine never share an id.
    const ids = listMachines().flatMap(({ machine }) => chartOf(machine).states.map((s) => s.descriptionId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.size).toBeGreaterThan(60);
  });

  test('the English catalog holds each machine’s own words, so a changed description is caught here', () => {
    const en = catalog('en');
    const differing = [...all].filter(([id, own]) => en[id] !== own).map(([id]) => id);
    expect(differing).toEqual([]);
  });

  test.each(LOCALES)('%s has every description, and no description of a state that is gone', (lang) => {
    const texts = catalog(lang);
    expect([...all.keys()].filter((id) => !texts[id]?.trim())).toEqual([]);
    const stale = Object.keys(texts).filter((id) => id.startsWith('flowlab.state.') && !all.has(id));
    expect(stale).toEqual([]);
  });

  test('the chart drawn carries the reader’s words, and a description the catalog lacks keeps its own', () => {
    const zh = catalog('zh_cn');
    const login = listMachines().find((e) => e.id === 'login')!.machine;
    const chart = describedChart(chartOf(login), (id, own) => zh[id] ?? own);
    expect(chart.description).toBe(zh['flowlab.state.loginText']);
    expect(chart.states.find((s) => s.id === 'login.submitting')?.description).toBe(
      zh['flowlab.state.loginSubmittingText'],
    );
    const none = describedChart(chartOf(login), (_id, own) => own);
    expect(none.description).toBe(login.root.description);
  });

  test('a Chinese description is sized for its wider characters', () => {
    expect(lines('中'.repeat(30))).toBeGreaterThan(lines('a'.repeat(30)));
    expect(lines('')).toBe(0);
  });
});
