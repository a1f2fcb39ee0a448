import type { Lang } from '../../i18n/lang';
import { tSystem } from '../../i18n/system';
import { escapeHtml } from '../../lib/html';

export type ActivityRow = {
  id: number;
  title: string;
  subtitle: string;
  cover_image: string;
  content: string;
  type: number;
  apply_type: number;
  apply_url: string;
  apply_desc: string;
  hall_image: string;
  date_desc: string;
  rule_content: string;
  lang: string;
};

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
