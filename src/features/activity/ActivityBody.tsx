import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Activity } from '@/api/activityTypes';
import { linkByName, useLinksQuery } from '@/api/systemApi';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { slotsFor } from '@/lib/fillSlots';
import { activityPageFigures, type ActivityPageFigures } from './activityFigures';
import { applyLinkOf } from '@/state/applyLink';
import { m } from './messages';

const slot = slotsFor<ActivityPageFigures>();

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
      {...slot({
        text: 'actApplyWay',
        choices: {
          hall: ['act-apply-link btn btn-primary', t(m.applyHallLink)],
          service: ['act-apply-link', t(m.applyServiceLink)],
          external: ['act-apply-link', t(m.applyExternalLink)],
          none: ['', t(m.applyNoneText)],
        },
      })}
    />
  );
}

/**
 * An activity's text from its figures (activityFigures): time, content, how to apply and rules, a part only
 * where the activity has it; the operator's HTML is sanitised. Without figures, the page a drawn copy fills from
 * the early read of the activity (its HTML slots written only through the sanitiser).
 */
export function ActivityBodyView({ f, applyWay }: { f?: ActivityPageFigures; applyWay?: ReactNode }) {
  const t = useIntl().formatMessage;
  type Name = keyof ActivityPageFigures;
  const part = (name: Name & `${string}Class`, children: ReactNode) => (
    <div className={f?.[name] || 'act-part'} {...slot({ class: name })}>
      {children}
    </div>
  );
  const html = (name: Name) =>
    f ? <SafeHtml html={f[name] ?? ''} fill={slot({ html: name })} /> : <PendingHtml fill={slot({ html: name })} />;
  return (
    <article className="act-detail">
      <h2 {...slot({ text: 'actTitle' })}>{f?.actTitle ?? ''}</h2>
      {part(
        'actDateClass',
        <>
          <h3>{t(m.timeTitle)}</h3>
          <p {...slot({ text: 'actDate' })}>{f?.actDate ?? ''}</p>
        </>,
      )}
      <h3>{t(m.contentTitle)}</h3>
      {html('actContent')}
      {part(
        'actApplyClass',
        <>
          <h3>{t(m.applyTitle)}</h3>
          <p className="act-apply">{f ? applyWay : <ApplyWaySlot />}</p>
          {part('actApplyDescClass', html('actApplyDesc'))}
        </>,
      )}
      {part(
        'actRulesClass',
        <>
          <h3>{t(m.rulesTitle)}</h3>
          {html('actRules')}
        </>,
      )}
    </article>
  );
}

/** An activity's page; how to apply only where the screen shows it (`showApply`, activityFigures applyShown). */
export function ActivityBody({ activity, showApply }: { activity: Activity; showApply: boolean }) {
  return (
    <ActivityBodyView
      f={activityPageFigures(activity, showApply)}
      applyWay={showApply ? <ApplyWay activity={activity} /> : null}
    />
  );
}
