import { Link } from 'react-router-dom';
import { attrSlot, classSlot, valueSlot } from '@/lib/fillSlots';
import type { RowFigures } from '@/state/recordFigures';

type Props = {
  /** Where the card leads; none in a drawn list's template. */
  to?: string;
  /** The card's figures (state/activityFigures); without them, the card template of a drawn list. */
  f?: RowFigures;
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
              {...attrSlot({ loading: 'loading', src: 'cover' })}
              {...classSlot('cover.class')}
            />
          ) : null}
        </span>
        <span className="act-card-text">
          <span className="act-card-title" {...valueSlot('title')}>
            {f?.title}
          </span>
          {!f || f.subtitle ? (
            <span
              className={f ? 'act-card-sub' : 'act-card-sub off'}
              {...valueSlot('subtitle')}
              {...classSlot('subtitle.class')}
            >
              {f?.subtitle}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
