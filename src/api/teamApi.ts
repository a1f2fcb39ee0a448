import { keyedRequest, type Keyed } from './intent';
import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import { listFromPage } from '@/lib/pagedList';
import type { DatePreset } from '@/lib/dateRange';
import { reportPeriod } from '@/lib/teamReport';
import type { RateRow } from '@/lib/teamRates';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import { asObject } from '@/lib/jsonShapes';
import { chartRowsOf, childListAnswer, teamReportOf } from './teamAnswers';
import { rangeBody } from './recordBodies';
import { gameRecordsAnswer, moneyLogAnswer, type GameRecordList, type MoneyLogList } from './recordAnswers';
import type {
  Rate,
  TeamChildList,
  TeamChildArgs,
  Invite,
  InviteList,
  TeamRates,
  ChartRow,
  TeamReport,
  AddChildRequest,
  UpdateInviteRequest,
  ChildMoneyLogArgs,
  ChildGameRecordArgs,
} from './teamTypes';

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
