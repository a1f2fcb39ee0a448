import { keyedRequest, type Keyed } from './intent';
import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { listFromPage, type PagedList } from '@/lib/pagedList';
import type { DatePreset } from '@/lib/dateRange';
import { reportPeriod } from '@/lib/teamReport';
import type { RateRow } from '@/lib/teamRates';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import type { Money } from './listAnswers';
import { asObject } from '@/lib/jsonShapes';
import { chartRowsOf, childListAnswer, teamReportOf } from './teamAnswers';
import { rangeBody } from './recordBodies';
import { gameRecordsAnswer, moneyLogAnswer, type GameRecordList, type MoneyLogList } from './recordAnswers';

// ---- request and response types (docs/platform-api.md#team) ----

export type Rate = { game_type: number; rate: string };
export type GameTypeOption = { key: string; value: string };

/** POST /team/childlist row: a direct downline member. */
export type TeamChild = {
  id: number;
  name: string;
  realname: string | null;
  money: Money;
  created_at: string;
  updated_at: string;
  agentfdrates: Array<{ member_id: number; game_type: number; rate: string }>;
  last_login_log: { created_at: string; ip?: string } | null;
  agentchild_count: number;
  agent_child_sum: Money | null;
};
export type TeamSum = { team_total_count: number; team_direct_count: number; today_new_count: number };
export type TeamChildList = PagedList<TeamChild> & { sum: TeamSum; gameTypes: GameTypeOption[] };
export type TeamChildArgs = { name: string };

/** GET /team/invite/list row. */
export type Invite = {
  id: number;
  token: string;
  is_open: 0 | 1;
  records_count: number;
  created_at: string;
  invite_rates: Array<{ invite_id: number; game_type: number; rate: string }>;
  pc_invite_url: string;
  wap_invite_url: string;
};
export type InviteList = PagedList<Invite>;

/** GET /team/fdinfo: the agent's own rates, the platform's lowest, and a child's when asked. */
export type TeamRates = { own: RateRow[]; lowest: RateRow[]; child: RateRow[] };

export type ChartRow = {
  date: string;
  recharge: Money;
  drawing: Money;
  game_record: Money;
  win: Money;
  fanshui: Money;
  hongli: Money;
};
export type TeamReport = {
  total_recharge: Money;
  total_drawing: Money;
  total_validbet_amount: Money;
  total_online: Money;
  total_count: number;
  active_count: number;
  total_shuyin: Money;
  total_hongli: Money;
  total_fanshui: Money;
  total_other: Money;
  new_member_count: number;
  total_sy: Money;
};

export type AddChildRequest = { name: string; password: string; password_confirmation: string; rates: Rate[] };
export type UpdateInviteRequest = { invite_id: number; is_open?: 0 | 1; rates?: Rate[] };

/** A downline member's records: the member's own list filters plus whose records. */
export type ChildMoneyLogArgs = {
  member_id: number;
  range: DatePreset;
  operate_type: string;
  money_type: '' | 'money' | 'fs_money';
};
export type ChildGameRecordArgs = { member_id: number; range: DatePreset; api_name: string; gameType: string };

const rateRows = (v: unknown): RateRow[] =>
  (Array.isArray(v) ? v : [])
    .map(asObject)
    .filter((r) => r.game_type !== undefined)
    .map((r) => ({
      game_type: Number(r.game_type),
      rate: String(r.rate ?? '0'),
      game_type_text: r.game_type_text === undefined ? undefined : String(r.game_type_text),
    }));

const TEAM_PAGE_SIZE = 20;

const childLists = pagedDefinitions<TeamChildArgs, TeamChildList>({
  query: ({ name, page = 1 }: Paged<TeamChildArgs>) => ({
    url: '/team/childlist',
    method: 'POST',
    body: { name, page, limit: TEAM_PAGE_SIZE },
  }),
  answer: childListAnswer,
  tags: ['Team'],
});
const inviteLists = pagedDefinitions<void, InviteList>({
  // The list has no filters: its cached entry is asked with no argument at all.
  query: (args: Paged<void>) => ({
    url: '/team/invite/list',
    params: { page: (args as { page?: number } | undefined)?.page ?? 1, limit: TEAM_PAGE_SIZE },
  }),
  answer: (body) => listFromPage<Invite>(body.data),
  tags: ['Team'],
});
const childMoneyLogs = pagedDefinitions<ChildMoneyLogArgs, MoneyLogList>({
  query: ({ member_id, range, operate_type, money_type, page = 1 }: Paged<ChildMoneyLogArgs>) => ({
    url: '/team/moneylog',
    method: 'POST',
    body: { ...rangeBody('created_at', range, page), operate_type, money_type, member_id },
  }),
  answer: moneyLogAnswer,
  tags: ['Team'],
  keep: KEEP_LIST_S,
});
const childGameRecords = pagedDefinitions<ChildGameRecordArgs, GameRecordList>({
  query: ({ member_id, range, api_name, gameType, page = 1 }: Paged<ChildGameRecordArgs>) => ({
    url: '/team/gamerecord',
    method: 'POST',
    body: { ...rangeBody('betTime', range, page), api_name, gameType, member_id },
  }),
  answer: gameRecordsAnswer,
  tags: ['Team'],
  keep: KEEP_LIST_S,
});

export const teamApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    teamChildren: build.query<TeamChildList, TeamChildArgs>(childLists.list),
    teamChildrenPage: build.query<TeamChildList, Paged<TeamChildArgs>>(childLists.page),
    teamInvites: build.query<InviteList, void>(inviteLists.list),
    teamInvitesPage: build.query<InviteList, Paged<void>>(inviteLists.page),
    teamChildMoneyLog: build.query<MoneyLogList, ChildMoneyLogArgs>(childMoneyLogs.list),
    teamChildMoneyLogPage: build.query<MoneyLogList, Paged<ChildMoneyLogArgs>>(childMoneyLogs.page),
    teamChildGameRecords: build.query<GameRecordList, ChildGameRecordArgs>(childGameRecords.list),
    teamChildGameRecordsPage: build.query<GameRecordList, Paged<ChildGameRecordArgs>>(childGameRecords.page),
    teamRates: build.query<TeamRates, number | void>({
      query: (child) => ({ url: '/team/fdinfo', params: child ? { child_member_id: child } : undefined }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => {
        const d = asObject(body.data);
        return { own: rateRows(d.agent_rates), lowest: rateRows(d.sys_low), child: rateRows(d.child_member_rate) };
      },
      providesTags: ['Team'],
    }),
    teamChart: build.query<ChartRow[], void>({
      query: () => ({ url: '/team/chart', method: 'POST', body: {} }),
      extraOptions: { mask: false },
      transformResponse: chartRowsOf,
      providesTags: ['Team'],
    }),
    teamReport: build.query<TeamReport, DatePreset>({
      query: (range) => ({
        url: '/team/report',
        method: 'POST',
        body: { created_at: reportPeriod(range, Date.now()) },
      }),
      extraOptions: { mask: false },
      transformResponse: teamReportOf,
      providesTags: ['Team'],
    }),
    // One-shot changes: never retried, each tap sends at most one (the screens guard it).
    createInvite: build.mutation<void, Rate[]>({
      query: (rates) => ({ url: '/team/invite/create', method: 'POST', body: { rates } }),
      transformResponse: () => undefined,
      invalidatesTags: ['Team'],
    }),
    updateInvite: build.mutation<void, UpdateInviteRequest>({
      query: (body) => ({ url: '/team/invite/update', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['Team'],
    }),
    addChild: build.mutation<void, Keyed<AddChildRequest>>({
      query: (args) => ({ url: '/team/add', method: 'POST', ...keyedRequest(args) }),
      transformResponse: () => undefined,
      invalidatesTags: ['Team'],
    }),
    setChildRates: build.mutation<void, { child_member_id: number; rates: Rate[] }>({
      query: (body) => ({ url: '/team/childrates', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['Team'],
    }),
  }),
});

export const {
  useTeamChildrenQuery,
  useTeamInvitesQuery,
  useTeamChildMoneyLogQuery,
  useTeamChildGameRecordsQuery,
  useTeamRatesQuery,
  useTeamChartQuery,
  useTeamReportQuery,
  useCreateInviteMutation,
  useUpdateInviteMutation,
  useAddChildMutation,
  useSetChildRatesMutation,
} = teamApi;

export const loadTeamChildrenPage = pagedList(teamApi.endpoints.teamChildren, teamApi.endpoints.teamChildrenPage);
export const loadTeamInvitesPage = pagedList(teamApi.endpoints.teamInvites, teamApi.endpoints.teamInvitesPage);
export const loadChildMoneyLogPage = pagedList(
  teamApi.endpoints.teamChildMoneyLog,
  teamApi.endpoints.teamChildMoneyLogPage,
);
export const loadChildGameRecordsPage = pagedList(
  teamApi.endpoints.teamChildGameRecords,
  teamApi.endpoints.teamChildGameRecordsPage,
);
