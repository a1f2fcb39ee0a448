import './games.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { loadGameListPage, useGameListQuery, type GameListArgs, type GameListTag } from '@/api/gameListApi';
import type { GameListItem } from '@/api/gameApi';
import { useLotteryListQuery, type Lottery } from '@/api/lotteryApi';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList } from '@/components/InfiniteList';
import { FilterChips } from '@/components/FilterChips';
import { QueryState } from '@/components/QueryState';
import { VirtualList } from '@/components/VirtualList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import { useAppDispatch } from '@/state/hooks';
import { usePlayGame } from '@/state/usePlayGame';
import { DEMO_GAME_CODE, gameTypeMessageId, gameTypes, isLocalLottery } from '@/lib/playGame';
import { slotsFor } from '@/lib/fillSlots';
import { gameListOf } from '@/api/gameListAnswers';
import { gameListTitle, gameRowFigures, supplierGameFigures, type GameListFigures } from './gameFigures';
import type { GameListLists } from './gameList.drawn';
import { useDrawingShell } from '@/components/drawingShell';
import { usePatterns, type Sentences } from '@/components/useSentences';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { GameRow } from './GameRow';
import { useDebounced } from './useDebounced';
import { m } from './messages';

const ROW_HEIGHT = 84;
const SEARCH_PAUSE_MS = 350;
const slot = slotsFor<GameListFigures>();
const TAGS: ReadonlyArray<{ value: GameListTag; label: MessageDescriptor }> = [
  { value: 'all', label: m.allTab },
  { value: 'hot', label: m.hotTab },
  { value: 'recommend', label: m.recommendTab },
  { value: 'new', label: m.newTab },
];
const isTag = (v: string): v is GameListTag => TAGS.some((t) => t.value === v);
/** The game types' names, which a drawn list's title is made of (by `type.<key>`). */
const TYPE_NAMES: Sentences<string> = Object.fromEntries(
  gameTypes().map((type) => [`type.${type}`, { id: gameTypeMessageId(type) ?? '' }]),
);

/** The search box: what the member types shows at once; the list follows once they pause. */
function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const intl = useIntl();
  return (
    <div className="game-search" role="search">
      <label htmlFor="game-search" className="visually-hidden">
        {intl.formatMessage(m.searchLabel)}
      </label>
      <input
        id="game-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={50}
      />
    </div>
  );
}

/** A supplier's games of one type from games/lists, by tag and keyword, page by page. */
function SupplierGames({ apiCode, gameType, keyword }: { apiCode: string; gameType: string; keyword: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const param = search.get('tag', 'all');
  const tag: GameListTag = isTag(param) ? param : 'all';
  const args: GameListArgs = useMemo(
    () => ({ gameType, api_code: apiCode, tag, keyword }),
    [gameType, apiCode, tag, keyword],
  );
  // `data` stays the last answer while a new search is on its way, so the list never blanks as the member types.
  const query = useGameListQuery(args);
  const list = query.data;
  const fetchPage = useCallback((page: number) => dispatch(loadGameListPage(args, page)), [dispatch, args]);
  const loader = useInfiniteLoader(
    fetchPage,
    nextPageOf(query.currentData),
    hasMorePages(query.currentData),
    JSON.stringify(args),
  );
  const play = usePlayGame();
  const drawing = useDrawingShell();
  const patterns = usePatterns(TYPE_NAMES);
  return (
    <>
      {/* A drawn list shows its tags once its games are drawn: the local lottery, drawn the same, has none. */}
      <div className={drawing ? 'game-tags off' : 'game-tags'} {...slot({ class: 'tagsClass' })}>
        <FilterChips
          label={t(m.tagsLabel)}
          name="game-tag"
          value={tag}
          onChange={(v) => search.set({ tag: v === 'all' ? null : v })}
          options={TAGS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      </div>
      <InfiniteList<GameListItem>
        label={t(m.listLabel)}
        data={list}
        isLoading={query.isFetching && !list}
        isError={query.isError && !list}
        onRetry={() => void query.refetch()}
        loader={loader}
        itemHeight={ROW_HEIGHT}
        renderItem={(g) => (
          <GameRow
            f={supplierGameFigures(g)}
            onPlay={() =>
              play({
                apiCode: g.api_name || apiCode,
                extra: { gameType: g.game_type || gameType, gameCode: g.game_code || undefined },
              })
            }
          />
        )}
        empty={<p>{t(keyword ? m.noMatchText : m.emptyText)}</p>}
        template={{ name: 'gameList' satisfies keyof GameListLists, row: <GameRow />, patterns }}
      />
    </>
  );
}

/** The local lottery's draws (lottery/list), searched on the phone: the whole list is small. */
function LocalLotteries({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const query = useLotteryListQuery();
  const play = usePlayGame();
  const needle = keyword.trim().toLowerCase();
  const rows = (query.data ?? []).filter(
    (l) => !needle || l.name.toLowerCase().includes(needle) || l.game_code.toLowerCase().includes(needle),
  );
  return (
    <QueryState
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      isEmpty={rows.length === 0}
      emptyText={intl.formatMessage(needle ? m.noMatchText : m.emptyText)}
    >
      <VirtualList<Lottery>
        label={intl.formatMessage(m.listLabel)}
        items={rows}
        itemHeight={ROW_HEIGHT}
        getKey={(l) => l.game_code}
        renderItem={(l) => (
          <GameRow
            f={gameRowFigures({
              name: l.name,
              image: l.icon,
              meta: l.issue ? intl.formatMessage({ id: m.issueText.id }, { issue: l.issue }) : l.game_code,
            })}
            onPlay={() => play({ apiCode: DEMO_GAME_CODE, extra: { gameType: 4, gameCode: l.game_code } })}
          />
        )}
      />
    </QueryState>
  );
}

/** /Main/recommendGame/:api_code/:gametype: a supplier's games of one type, searched and filtered, each one tap from playing. */
export function RecommendGameScreen() {
  const intl = useIntl();
  const params = useParams();
  const { apiCode, gameType } = gameListOf(params.api_code, params.gametype);
  const drawing = useDrawingShell();
  const search = useSearchState();
  const [typed, setTyped] = useState(() => search.get('q'));
  const keyword = useDebounced(typed.trim(), SEARCH_PAUSE_MS);
  // The settled keyword is kept in the address, so back from a game finds the same search.
  const kept = search.get('q');
  const { set } = search;
  useEffect(() => {
    if (kept !== keyword) set({ q: keyword || null });
  }, [kept, keyword, set]);
  const typeId = gameTypeMessageId(gameType);
  // A drawn list's title is its address's, which the early filler writes (its address is not the one drawn).
  const title = drawing ? '' : gameListTitle(apiCode, typeId ? intl.formatMessage({ id: typeId }) : '');
  return (
    <PageLayout title={title} titleFill={slot({ text: 'gameTitle' })}>
      <SearchBox value={typed} onChange={setTyped} />
      {isLocalLottery(apiCode, gameType) ? (
        <LocalLotteries keyword={keyword} />
      ) : (
        <SupplierGames apiCode={apiCode} gameType={gameType} keyword={keyword} />
      )}
    </PageLayout>
  );
}
