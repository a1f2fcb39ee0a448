import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Activity } from '@/api/activityTypes';
import { linkByName, useLinksQuery } from '@/api/systemApi';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { choiceSlot, classSlot, valueSlot } from '@/lib/fillSlots';
import { activityPageFigures } from '@/state/activityFigures';
import { applyLinkOf } from '@/state/applyLink';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** How to apply: a link only to customer service, the hall form, or an http(s) page. */
function ApplyWay({ activity }: { activity: Activity }) {
  const t = useIntl().formatMessage;
  const { data: links } = useLinksQuery();
  const link = applyLinkOf(activity, linkByName(links, 'service'), location.href);
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
      return <span>{t(m.applyNoneText)}</span>;
  }
}

/** How to apply in a drawn page: the way's words and look, by its kind (the drawn copy is not tapped). */
function ApplyWaySlot() {
  const t = useIntl().formatMessage;
  return (
    <span
      {...choiceSlot('act.applyWay', {
        hall: ['act-apply-link btn btn-primary', t(m.applyHallLink)],
        service: ['act-apply-link', t(m.applyServiceLink)],
        external: ['act-apply-link', t(m.applyExternalLink)],
        none: ['', t(m.applyNoneText)],
      })}
    />
  );
}

/**
 * An activity's text from its figures (state/activityFigures): time, content, how to apply and rules, a part only
 * where the activity has it; the operator's HTML is sanitised. Without figures, the page a drawn copy fills from
 * the early read of the activity (its HTML slots written only through the sanitiser).
 */
export function ActivityBodyView({ f, applyWay }: { f?: RowFigures; applyWay?: ReactNode }) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[`act.${name}`] ?? '';
  const part = (name: string, children: ReactNode) => (
    <div className={text(`${name}.class`) || 'act-part'} {...classSlot(`act.${name}.class`)}>
      {children}
    </div>
  );
  const html = (name: string) =>
    f ? <SafeHtml html={text(name)} slot={`act.${name}`} /> : <PendingHtml slot={`act.${name}`} />;
  return (
    <article className="act-detail">
      <h2 {...valueSlot('act.title')}>{text('title')}</h2>
      {part(
        'date',
        <>
          <h3>{t(m.timeTitle)}</h3>
          <p {...valueSlot('act.date')}>{text('date')}</p>
        </>,
      )}
      <h3>{t(m.contentTitle)}</h3>
      {html('content')}
      {part(
        'apply',
        <>
          <h3>{t(m.applyTitle)}</h3>
          <p className="act-apply">{f ? applyWay : <ApplyWaySlot />}</p>
          {part('applyDesc', html('applyDesc'))}
        </>,
      )}
      {part(
        'rules',
        <>
          <h3>{t(m.rulesTitle)}</h3>
          {html('rules')}
        </>,
      )}
    </article>
  );
}

/** An activity's page; how to apply only where the screen shows it (`showApply`, state/activityFigures applyShown). */
export function ActivityBody({ activity, showApply }: { activity: Activity; showApply: boolean }) {
  return (
    <ActivityBodyView
      f={activityPageFigures(activity, showApply)}
      applyWay={showApply ? <ApplyWay activity={activity} /> : null}
    />
  );
}
