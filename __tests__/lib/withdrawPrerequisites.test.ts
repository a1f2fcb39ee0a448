import { opensOnForm, withdrawPrerequisites } from '@/lib/withdrawPrerequisites';

describe('the withdrawal prerequisites', () => {
  const ready = { realname: 'Zhang San', has_qk_pwd: true };
  const card = [{ id: 7 }, { id: 9 }];

  it('a member with a real name, a withdrawal password and a card opens on the form, the first card chosen', () => {
    expect(withdrawPrerequisites(ready, card)).toEqual({ hasRealname: true, hasQkPwd: true, defaultCardId: 7 });
    expect(opensOnForm(withdrawPrerequisites(ready, card))).toBe(true);
  });

  it.each([
    ['a blank real name', { ...ready, realname: '   ' }, card],
    ['no real name', { ...ready, realname: null }, card],
    ['no withdrawal password', { ...ready, has_qk_pwd: false }, card],
    ['no card', ready, []],
  ])('%s: a step comes before the form', (_, member, cards) => {
    expect(opensOnForm(withdrawPrerequisites(member, cards))).toBe(false);
  });
});
