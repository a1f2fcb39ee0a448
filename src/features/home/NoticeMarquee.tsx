import { useIntl } from 'react-intl';
import { useNoticesQuery } from '@/api/systemApi';

/** Notice text without markup, for the one-line marquee (rendered as text, never as HTML). */
export function plainNotice(title: unknown, content: unknown): string {
  const strip = (v: unknown) =>
    String(v ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const t = strip(title);
  const c = strip(content);
  return t && c && t !== c ? `${t}: ${c}` : t || c;
}

/** The home notice marquee (group main of /system/notices). */
export function NoticeMarquee() {
  const intl = useIntl();
  const { data, isLoading } = useNoticesQuery();
  const text = (data?.data ?? [])
    .map((n) => plainNotice(n.title, n.content))
    .filter(Boolean)
    .join('　·　');
  // The bar keeps its place while notices load, so nothing below it jumps when they arrive.
  if (isLoading) return <div className="notice-bar notice-bar-empty" aria-hidden="true" />;
  if (!text) return null;
  return (
    <section className="notice-bar" aria-label={intl.formatMessage({ id: 'home.home.noticeLabel' })}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="notice-icon">
        <path
          d="M4 10v4h3l5 4V6L7 10zM15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="notice-viewport">
        <p className="notice-text" style={{ animationDuration: `${Math.max(12, text.length * 0.3)}s` }}>
          {text}
        </p>
      </div>
    </section>
  );
}
