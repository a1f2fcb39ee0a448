import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Activity } from '@/api/activityApi';
import { useLinksQuery } from '@/api/systemApi';
import { SafeHtml } from '@/components/SafeHtml';
import { applyLinkOf } from './applyLink';
import { m } from './messages';

/** How to apply: a link only to customer service, the hall form, or an http(s) page. */
function ApplyWay({ activity }: { activity: Activity }) {
  const t = useIntl().formatMessage;
  const { data: links } = useLinksQuery();
  const link = applyLinkOf(activity, links, location.href);
  switch (link.kind) {
    case 'hall':
      return (
        <Link className="act-apply-link btn btn-primary" to={link.to}>
          {t(m.applyHallLink)}
        </Link>
      );
    case 'service':
      return (
        <a className="act-apply-link" href={link.href} target="_blank" rel="noopener noreferrer">
          {t(m.applyServiceLink)}
        </a>
      );
    case 'external':
      return (
        <a className="act-apply-link" href={link.href} target="_blank" rel="noopener noreferrer">
          {t(m.applyExternalLink)}
        </a>
      );
    default:
      return <p>{t(m.applyNoneText)}</p>;
  }
}

/** An activity's text: time, content, how to apply and rules; the operator's HTML is sanitised. */
export function ActivityBody({ activity, showApply = true }: { activity: Activity; showApply?: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <article className="act-detail">
      <h2>{activity.title}</h2>
      {activity.date_desc ? (
        <>
          <h3>{t(m.timeTitle)}</h3>
          <p>{activity.date_desc}</p>
        </>
      ) : null}
      <h3>{t(m.contentTitle)}</h3>
      <SafeHtml html={activity.content} />
      {showApply ? (
        <>
          <h3>{t(m.applyTitle)}</h3>
          <ApplyWay activity={activity} />
          {activity.apply_desc ? <SafeHtml html={activity.apply_desc} /> : null}
        </>
      ) : null}
      {activity.rule_content ? (
        <>
          <h3>{t(m.rulesTitle)}</h3>
          <SafeHtml html={activity.rule_content} />
        </>
      ) : null}
    </article>
  );
}
