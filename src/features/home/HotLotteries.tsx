import './hotLotteries.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOT_LOTTERY_COUNT, useHotLotteriesQuery } from '@/api/lotteryApi';
import { usePlayGame } from '@/state/usePlayGame';
import { recommendGamePath } from '@/state/paths';
import { DEMO_GAME_CODE } from '@/lib/playGame';
import { safeHttpUrl } from '@/lib/safeUrl';

/** The hot local lotteries (GET /lottery/hot), each one tap from its draw, and the way to all of them. */
export function HotLotteries() {
  const intl = useIntl();
  const { data } = useHotLotteriesQuery(HOT_LOTTERY_COUNT);
  const play = usePlayGame();
  const rows = data ?? [];
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
