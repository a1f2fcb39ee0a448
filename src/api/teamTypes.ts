/**
 * An agent's team wire types: downline, invites, rates, chart and report, and the requests. A leaf: the endpoints
 * (api/teamApi) and the answers' readers (api/teamAnswers) both read these, and neither is imported here.
 */
import type { PagedList } from '@/lib/pagedList';
import type { DatePreset } from '@/lib/dateRange';
import type { RateRow } from '@/lib/teamRates';
import type { Money } from './listAnswers';

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
