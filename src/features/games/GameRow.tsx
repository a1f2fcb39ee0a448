import { useIntl } from 'react-intl';
import { safeHttpUrl } from '@/lib/safeUrl';
import { slotsFor } from '@/lib/fillSlots';
import type { GameRowFigures } from './gameFigures';
import { m } from './messages';

const slot = slotsFor<GameRowFigures>();

/**
 * One game from its figures (gameFigures): its picture in a fixed square (nothing moves when it loads), name,
 * supplier and marks, play. Without figures, the row template of a drawn list, whose rows are the screenful drawn
 * first: their pictures load at once, and the app starts once the first is on screen (src/early/shellDraw).
 */
export function GameRow({ f, onPlay }: { f?: GameRowFigures; onPlay?: () => void }) {
  const t = useIntl().formatMessage;
  const text = (name: keyof GameRowFigures) => f?.[name] ?? '';
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
            {...(f ? {} : slot({ attrs: { src: 'image' } }))}
          />
        ) : null}
      </span>
      <span className="game-info">
        <span className="game-name" {...slot({ text: 'name' })}>
          {text('name')}
        </span>
        <span className="game-meta">
          <span className={text('hotClass') || 'game-badge off'} {...slot({ class: 'hotClass' })}>
            {t(m.hotBadge)}
          </span>
          <span className={text('newClass') || 'game-badge off'} {...slot({ class: 'newClass' })}>
            {t(m.newBadge)}
          </span>
          <span {...slot({ text: 'meta' })}>{text('meta')}</span>
        </span>
      </span>
      <span className="game-play">{t(m.playButton)}</span>
    </button>
  );
}
