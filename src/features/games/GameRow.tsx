import { useIntl } from 'react-intl';
import { safeHttpUrl } from '@/lib/safeUrl';
import { attrSlot, classSlot, valueSlot } from '@/lib/fillSlots';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/**
 * One game from its figures (state/gameFigures): its picture in a fixed square (nothing moves when it loads), name,
 * supplier and marks, play. Without figures, the row template of a drawn list, whose rows are the screenful drawn
 * first: their pictures load at once, and the app starts once the first is on screen (src/early/shellDraw).
 */
export function GameRow({ f, onPlay }: { f?: RowFigures; onPlay?: () => void }) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[name] ?? '';
  const src = f ? safeHttpUrl(f.image, location.href) : null;
  return (
    <button type="button" className="game-row" onClick={onPlay}>
      <span className="game-thumb" aria-hidden="true">
        {src || !f ? (
          <img
            src={src ?? undefined}
            alt=""
            width="64"
            height="64"
            loading={f ? 'lazy' : 'eager'}
            decoding="async"
            {...(f ? {} : attrSlot({ src: 'image' }))}
          />
        ) : null}
      </span>
      <span className="game-info">
        <span className="game-name" {...valueSlot('name')}>
          {text('name')}
        </span>
        <span className="game-meta">
          <span className={text('hot.class') || 'game-badge off'} {...classSlot('hot.class')}>
            {t(m.hotBadge)}
          </span>
          <span className={text('new.class') || 'game-badge off'} {...classSlot('new.class')}>
            {t(m.newBadge)}
          </span>
          <span {...valueSlot('meta')}>{text('meta')}</span>
        </span>
      </span>
      <span className="game-play">{t(m.playButton)}</span>
    </button>
  );
}
