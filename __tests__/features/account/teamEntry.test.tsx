import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../i18n/en.json';
import { LOCALES } from '../../../i18n/locales';
import { screens } from '@/app/routes';
import type { TestServer } from '../../support/server';
import { renderWithServer, startScreenServer } from '../renderWithServer';

const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  server = await startScreenServer(() => Promise.all([screens.Center(), screens.Promotion()]));
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('the way into the team area', () => {
  test('an agent finds it on Center, named as the team screen is', async () => {
    await renderWithServer(server, '/Center', server.tokenFor('agent001'));
    const link = await screen.findByRole('link', { name: t('routes.promotion.titleText') }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/Member/Promotion');
  });

  test('a member who is not an agent is not shown it', async () => {
    await renderWithServer(server, '/Center', server.tokenFor('english1'));
    expect(await screen.findByText('english1', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('routes.promotion.titleText') })).toBeNull();
  });

  test.each(LOCALES)('%s: home names it in the words of the team screen’s title', (lang) => {
    const catalog = JSON.parse(readFileSync(join(__dirname, '../../../i18n', `${lang}.json`), 'utf8')) as Record<
      string,
      string
    >;
    expect(catalog['home.home.teamLink']).toBe(catalog['routes.promotion.titleText']);
  });
});
