import type { Ctx, Req } from './context';
import { isLang, type Lang } from '../i18n/lang';
import { tokenHolderLang } from './auth';

/**
 * The one language of an answer, messages and content alike: the request's `?lang=` when it is one of
 * the five; else the language stored for the signed-in member (visitor, member or demo player); else zh_cn.
 *
 * The real platform decides the other way round for content (getMemberLang, docs/platform-api.md#demo-and-disabled-accounts): a signed-in
 * member's stored `lang` overrides `?lang=`, so a member who picks another language in the app keeps
 * reading the account's. This server lets the request win because the app keeps the account's language in
 * step with the member's choice (auth/info/update `lang`), and the stored one still serves where no
 * request says it (broadcasts materialised for the member, texts written at the time of an event).
 */
export function answerLang(ctx: Ctx, req: Req): Lang {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(asked)) return asked;
  const stored = tokenHolderLang(ctx, req);
  return isLang(stored) ? stored : 'zh_cn';
}
