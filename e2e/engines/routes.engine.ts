import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { logIn } from './member';
import { framesDrawn } from './tab';
import { routesOf } from '../support/routes';
import type { Locale } from '../support/text';

// Every route of the table in Safari's engine (the gecko project leaves this file out), in English and in Thai, in one tab as a member moves: each screen
// settles without an error screen or a page error and fits the phone's width; each is kept as a screenshot
// (test-results/engines/webkit/routes/<language>/).
const LOCALES: Locale[] = ['en', 'th'];

/** Waits until the screen has its answers: nothing busy and no skeleton for a moment (at most 6 s). */
function settled(): Promise<void> {
  return new Promise((done) => {
    const end = performance.now() + 6_000;
    let quiet = 0;
    const look = () => {
      const busy = document.querySelector('[aria-busy="true"], .skeleton, .adm-skeleton');
      quiet = busy ? 0 : quiet + 1;
      if (quiet >= 3 || performance.now() > end) done();
      else setTimeout(look, 100);
    };
    look();
  });
}

test.describe.configure({ timeout: 420_000 });

for (const locale of LOCALES) {
  test(`every route in ${locale}: drawn, no error, within the phone's width`, async ({ engine, phone, server }) => {
    const dir = join('test-results', 'engines', engine, 'routes', locale);
    mkdirSync(dir, { recursive: true });
    await phone.goto(server.at('/Welcome'));
    await phone.run((lang: string) => localStorage.setItem('lang', lang), locale);
    await logIn(phone, server, 'member01', 'pass1234', locale);
    const problems: string[] = [];
    for (const route of routesOf(server)) {
      await phone.run((hash: string) => {
        location.hash = hash;
      }, route);
      await phone.run(settled);
      await phone.run(framesDrawn);
      const seen = await phone.run(() => ({
        errors: Array.from(document.querySelectorAll('.route-error, .query-state[role="alert"]')).map(
          (e) => (e as HTMLElement).innerText,
        ),
        width: document.documentElement.scrollWidth,
        drawn: (document.querySelector('#root')?.textContent ?? '').trim().length > 0,
      }));
      if (seen.errors.length) problems.push(`${route}: error screen ${seen.errors.join(' | ')}`);
      if (seen.width > 390) problems.push(`${route}: ${seen.width} px wide`);
      if (!seen.drawn) problems.push(`${route}: nothing drawn`);
      await phone.screenshot(join(dir, `${route.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'root'}.png`));
    }
    expect(problems).toEqual([]);
  });
}
