import './hotLotteries.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOT_LOTTERY_COUNT, useHotLotteriesQuery } from '@/api/lotteryApi';
import { usePlayGame } from '@/state/usePlayGame';
import { recommendGamePath } from '@/state/paths';
import { DEMO_GAME_CODE } from '@/lib/playGame';
import { safeHttpUrl } from '@/lib/safeUrl';

/**
 * The card's shape while the lotteries are on their way: its title's line and a row of icons, so the card the home
 * keeps for them is never an empty box.
 */
export function HotLotteriesSkeleton() {
  return (
    <div className="hot-lottery-skeleton" aria-busy="true">
      <span className="skeleton-line" />
      <ul className="hot-lottery-row">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="hot-lottery-item">
            <span className="hot-lottery-blank skeleton" />
            <span className="skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The hot local lotteries (GET /lottery/hot), each one tap from its draw, and the way to all of them; nothing when
 * the platform has none (the home then closes the card).
 */
export function HotLotteries() {
  const intl = useIntl();
  const { data, isLoading } = useHotLotteriesQuery(HOT_LOTTERY_COUNT);
  const play = usePlayGame();
  const rows = data ?? [];
  if (isLoading) return <HotLotteriesSkeleton />;
  if (!rows.length) return null;
  return (
    <section aria-labelledby="hot-lottery-heading">
      <div className="hot-lottery-head">
        <h2 id="hot-lottery-heading" className="section-title">
          {intl.formatMessage({ id: 'home.home.hotLotteryTitle' })}
        </h2>
        <Link to={recommendGamePath(DEMO_GAME_CODE, 4)}>
          {intl.formatMessage({ id: 'home.home.allLotteriesLink' })}
        </Link>
      </div>
      <ul className="hot-lottery-row">
        {rows.map((l) => {
          const src = l.icon ? safeHttpUrl(l.icon, location.href) : null;
          return (
            <li key={l.game_code}>
              <button
                type="button"
                className="hot-lottery-item"
                onClick={() => play({ apiCode: DEMO_GAME_CODE, extra: { gameType: 4, gameCode: l.game_code } })}
              >
                {src ? (
                  <img src={src} alt="" width="56" height="56" loading="lazy" decoding="async" />
                ) : (
                  <span className="hot-lottery-blank" aria-hidden="true" />
                )}
                <span>{l.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
