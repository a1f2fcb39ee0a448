import { RECORD_LINKS, WALLET_LINKS, openToDemo, promotionLinks, settingsLinks } from '@/features/account/centerLinks';
import { PATHS } from '@/state/paths';

const every = [...WALLET_LINKS, ...RECORD_LINKS, ...promotionLinks(true), ...settingsLinks(true)];

describe("Center's grid", () => {
  it('gives every destination a picture of its own', () => {
    const byIcon = new Map<string, string[]>();
    for (const l of every) byIcon.set(l.icon, [...(byIcon.get(l.icon) ?? []), l.to]);
    expect([...byIcon.values()].filter((places) => places.length > 1)).toEqual([]);
  });

  it('shows a trial account only the places it may open: no money screens, records or rewards that refuse a demo', () => {
    const shown = openToDemo(every).map((l) => l.to);
    for (const closed of [
      PATHS.Recharge,
      PATHS.ApplyDrawing,
      PATHS.Card,
      PATHS.GameRecord,
      PATHS.MoneyLog,
      PATHS.Yuebao,
      PATHS.Credit,
      PATHS.ModifyPwd,
    ])
      expect(shown).not.toContain(closed);
    expect(shown).toEqual(expect.arrayContaining([PATHS.Transfer, PATHS.Notice, PATHS.Vip, PATHS.Language]));
  });
});
