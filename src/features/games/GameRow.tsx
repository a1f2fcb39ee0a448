import { useIntl } from 'react-intl';
import { safeHttpUrl } from '@/lib/safeUrl';
import { m } from './messages';

type Props = { name: string; image?: string | null; meta: string; badges?: string[]; onPlay: () => void };

/** One game: its picture in a fixed square (nothing moves when it loads), name, supplier and tags, play. */
export function GameRow({ name, image, meta, badges = [], onPlay }: Props) {
  const intl = useIntl();
  const src = image ? safeHttpUrl(image, location.href) : null;
  return (
    <button type="button" className="game-row" onClick={onPlay}>
      <span className="game-thumb" aria-hidden="true">
        {src ? <img src={src} alt="" width="64" height="64" loading="lazy" decoding="async" /> : null}
      </span>
      <span className="game-info">
        <span className="game-name">{name}</span>
        <span className="game-meta">
          {badges.map((b) => (
            <span key={b} className="game-badge">
              {b}
            </span>
          ))}
          <span>{meta}</span>
        </span>
      </span>
      <span className="game-play">{intl.formatMessage(m.playButton)}</span>
    </button>
  );
}
