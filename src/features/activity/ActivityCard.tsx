import { Link } from 'react-router-dom';
import { slotsFor } from '@/lib/fillSlots';
import type { ActivityCardFigures } from './activityFigures';

const slot = slotsFor<ActivityCardFigures>();

type Props = {
  /** Where the card leads; none in a drawn list's template. */
  to?: string;
  /** The card's figures (activityFigures); without them, the card template of a drawn list. */
  f?: ActivityCardFigures;
};

/**
 * A promotion's cover in a fixed-ratio box (no shift when it loads), its title and subtitle, linking to it. Each
 * figure stands in a slot (lib/fillSlots), so a drawn list's template is this card without them.
 */
export function ActivityCard({ to = '', f }: Props) {
  return (
    <li>
      <Link className="act-card" to={to}>
        <span className="act-cover" aria-hidden="true">
          {!f || f.cover ? (
            <img
              className={f ? 'act-cover-img' : 'act-cover-img off'}
              src={f?.cover}
              alt=""
              width="690"
              height="260"
              loading={f?.loading === 'eager' ? 'eager' : 'lazy'}
              decoding="async"
              {...slot({ attrs: { loading: 'loading', src: 'cover' }, class: 'coverClass' })}
            />
          ) : null}
        </span>
        <span className="act-card-text">
          <span className="act-card-title" {...slot({ text: 'title' })}>
            {f?.title}
          </span>
          {!f || f.subtitle ? (
            <span
              className={f ? 'act-card-sub' : 'act-card-sub off'}
              {...slot({ text: 'subtitle', class: 'subtitleClass' })}
            >
              {f?.subtitle}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
