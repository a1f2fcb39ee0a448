/**
 * What must be in place before a withdrawal, in the order it is asked for: a real name, a withdrawal password, a
 * card. One rule for the withdrawal flow (machines/withdrawMachine, whose first steps ask for what is missing) and the
 * early shell (a declaration, features/withdraw/withdraw.drawn.ts: the form is drawn early only for a member who goes straight to it).
 */
export type Prerequisites = { hasRealname: boolean; hasQkPwd: boolean; defaultCardId: number | null };

/** The member's prerequisites from the member's info and the member's accounts (the first is chosen at first). */
export function withdrawPrerequisites(
  member: { realname?: string | null; has_qk_pwd?: boolean | null },
  cards: ReadonlyArray<{ id: number }>,
): Prerequisites {
  return {
    hasRealname: Boolean(member.realname && String(member.realname).trim()),
    hasQkPwd: Boolean(member.has_qk_pwd),
    defaultCardId: cards[0]?.id ?? null,
  };
}

/** Whether nothing is missing: the flow opens on the amount. */
export const opensOnForm = (p: Prerequisites): boolean => p.hasRealname && p.hasQkPwd && p.defaultCardId !== null;
