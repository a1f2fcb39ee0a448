import type { MemberInfo } from '@/api/authApi';

/** The member as screens read it (docs/screens.md#the-member-as-screens-read-it); money stays as exact decimal strings. */
export type MemberState = {
  id: number;
  name: string;
  realname: string;
  phone: string;
  email: string;
  qq: string;
  remark: string;
  money: string;
  ml_money: string;
  fs_money: string;
  has_qk_pwd: boolean;
  is_agent: boolean;
  is_trans_on: boolean;
  loginTime: string;
  is_demo: 0 | 1;
  level: number;
  level_name: string;
  lang: string;
};

const text = (v: unknown) => (v == null ? '' : String(v));
const money = (v: unknown) => (v == null || v === '' ? '0' : String(v));

/** The member info answer (docs/platform-api.md#auth-and-member) as screens read it; also run by the early script on its own read. */
export function toMemberState(info: MemberInfo): MemberState {
  return {
    id: Number(info.id) || 0,
    name: text(info.name),
    realname: text(info.realname),
    phone: text(info.phone),
    email: text(info.email),
    qq: text(info.qq),
    remark: text(info.remark),
    money: money(info.money),
    ml_money: money(info.ml_money),
    fs_money: money(info.fs_money),
    has_qk_pwd: Boolean(info.has_qk_pwd),
    is_agent: Boolean(info.agent_id),
    is_trans_on: Number(info.is_trans_on) === 1,
    loginTime: text(info.updated_at),
    is_demo: Number(info.is_demo) === 1 ? 1 : 0,
    level: Number(info.level) || 0,
    level_name: text(info.level_name),
    lang: text(info.lang),
  };
}
