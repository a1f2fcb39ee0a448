import type { Lang } from '../../i18n/lang';
import { tSystem } from '../../i18n/system';
import { escapeHtml } from '../../lib/html';
import type { ActivityRow as StoredActivity } from '../../rules/activityApplies';

/** The fields of a stored promotion the fragment shows. */
type ActivityRow = Pick<
  StoredActivity,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'cover_image'
  | 'content'
  | 'type'
  | 'apply_type'
  | 'apply_url'
  | 'apply_desc'
  | 'hall_image'
  | 'date_desc'
  | 'rule_content'
  | 'lang'
>;
export type { ActivityRow };

/** Only same-origin paths and http(s) links are put into an href. */
const safeHref = (u: string) => (/^(https?:\/\/|\/|#)/i.test(u) ? escapeHtml(u) : '#');

/**
 * GET /activity/{id}: the platform's detail fragment (time, content, how to apply, rules). Content and rules
 * are the operator's HTML; the app sanitises every server HTML before showing it.
 */
export function activityHtml(a: ActivityRow, lang: Lang, links: { serviceUrl: string }): string {
  const how = (() => {
    const img = a.hall_image ? `<img src="${safeHref(a.hall_image)}" alt="">` : '';
    if (a.apply_type === 1)
      return `<p><a href="${safeHref(links.serviceUrl || '/service.html')}">${img}${escapeHtml(tSystem(lang, 'applyService'))}</a></p>`;
    if (a.apply_type === 2)
      return `<p><a href="/#/Activity/${a.id}">${img}${escapeHtml(tSystem(lang, 'applyHall'))}</a></p>`;
    if (a.apply_type === 3 && a.apply_url)
      return `<p><a href="${safeHref(a.apply_url)}">${img}${escapeHtml(tSystem(lang, 'applyLink'))}</a></p>`;
    return `<p>${escapeHtml(tSystem(lang, 'applyNone'))}</p>`;
  })();
  return [
    '<div class="activity-detail">',
    `<h2>${escapeHtml(a.title)}</h2>`,
    `<h3>${escapeHtml(tSystem(lang, 'time'))}</h3><p>${escapeHtml(a.date_desc)}</p>`,
    `<h3>${escapeHtml(tSystem(lang, 'content'))}</h3><div class="activity-content">${a.content}</div>`,
    `<h3>${escapeHtml(tSystem(lang, 'apply'))}</h3>${how}${a.apply_desc ? `<div class="activity-apply">${a.apply_desc}</div>` : ''}`,
    `<h3>${escapeHtml(tSystem(lang, 'rules'))}</h3><div class="activity-rules">${a.rule_content}</div>`,
    '</div>',
  ].join('\n');
}
