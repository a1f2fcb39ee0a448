import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useHomeGamesQuery, type ApiGame, type GameCategory } from '@/api/gameApi';
import { useHomeSnapshot } from './useHomeSnapshot';
import { QueryState } from '@/components/QueryState';
import { safeHttpUrl } from '@/lib/safeUrl';
import { useSearchState } from '@/components/useSearchState';
import { usePlayGame } from '@/state/usePlayGame';
import { recommendGamePath } from '@/state/paths';
import { tileAction } from '@/lib/playGame';

function SupplierTile({ game, onPlay }: { game: ApiGame; onPlay: (g: ApiGame) => void }) {
  const src = safeHttpUrl(game.mobile_pic || game.icon_url || game.logo_url || '', location.href);
  return (
    <li>
      <button type="button" className="game-tile" onClick={() => onPlay(game)}>
        {src ? (
          <img src={src} alt="" width="160" height="100" loading="lazy" decoding="async" />
        ) : (
          <span className="game-tile-fallback" aria-hidden="true">
            {game.api_name}
          </span>
        )}
        <span className="game-title">{game.title}</span>
      </button>
    </li>
  );
}

/**
 * The home game hall: category tabs and supplier tiles from GET /games. The tab is kept in the address, so
 * back from a game list comes to the same tab (and, by the router, the same scroll position).
 */
export function GameCategories() {
  const intl = useIntl();
  const { data: fresh, isLoading: loading, isError, refetch } = useHomeGamesQuery();
  // The last known hall while the fresh one loads (a hall carries no money figure).
  const snapshot = useHomeSnapshot('games', fresh);
  const data = fresh ?? (loading ? (snapshot?.games as GameCategory[] | undefined) : undefined);
  const isLoading = loading && !data?.length;
  const search = useSearchState();
  const selected = Number(search.get('tab', '0')) || 0;
  const setSelected = (i: number) => search.set({ tab: i ? String(i) : null });
  const navigate = useNavigate();
  const play = usePlayGame();
  const categories = (data ?? []).filter((c) => Array.isArray(c.child) && c.child.length > 0);
  const currentIndex = Math.min(selected, Math.max(0, categories.length - 1));
  const current = categories[currentIndex];
  const onPlay = (g: ApiGame) => {
    const action = tileAction(g);
    if (action.kind === 'list') navigate(recommendGamePath(action.apiCode, action.gameType));
    else play({ apiCode: g.api_name, params: g.params ?? null, extra: { gameType: g.game_type } });
  };
  return (
    <section className="games" aria-labelledby="games-heading">
      <h2 id="games-heading" className="section-title">
        {intl.formatMessage({ id: 'home.home.gamesTitle' })}
      </h2>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={categories.length === 0}
        skeleton={
          <div className="games-skeleton" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className="skeleton" />
            ))}
          </div>
        }
      >
        <div className="game-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'home.home.gamesTitle' })}>
          {categories.map((c, i) => (
            <button
              key={`${c.title}-${i}`}
              type="button"
              role="tab"
              id={`game-tab-${i}`}
              aria-selected={i === currentIndex}
              aria-controls="game-panel"
              className={i === currentIndex ? 'game-tab active' : 'game-tab'}
              onClick={() => setSelected(i)}
            >
              {c.title}
            </button>
          ))}
        </div>
        <div id="game-panel" role="tabpanel" aria-labelledby={`game-tab-${currentIndex}`}>
          <ul className="game-grid">
            {(current?.child ?? []).map((g) => (
              <SupplierTile key={`${g.api_name}-${g.id}`} game={g} onPlay={onPlay} />
            ))}
          </ul>
        </div>
      </QueryState>
    </section>
  );
}
