import type { Db } from '../db/types';
import { hasTable } from '../db/tables';
import type { Lang } from '../i18n/lang';
import { fmt, fmtNum } from '../lib/money';
import { ymdHis } from '../lib/time';
import { tAuth } from '../i18n/auth';

type MemberDbRow = {
  id: number;
  name: string;
  qk_pwd_hash: string | null;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  phone: string | null;
  qq: string | null;
  line: string | null;
  facebook: string | null;
  gender: number;
  invite_code: string;
  money: number;
  fs_money: number;
  ml_money: number;
  total_money: number;
  score: number;
  total_credit: number;
  used_credit: number;
  register_ip: string;
  register_area: string;
  register_site: string;
  status: number;
  is_tips_on: number;
  is_in_on: number;
  is_trans_on: number;
  is_demo: number;
  lang: string;
  top_id: number;
  agent_id: number;
  level: number;
  created_at: number;
  updated_at: number;
};

/** The level's display name from the level table when the levels programme defines one. */
function levelName(db: Db, lang: Lang, level: number): string {
  if (hasTable(db, 'levels')) {
    const row = db.prepare('SELECT level_name FROM levels WHERE level = ?').get(level) as
      { level_name?: string } | undefined;
    if (row?.level_name) return row.level_name;
  }
  return tAuth(lang, 'levelName', { level });
}

/**
 * POST /auth/me's member: every column but the secrets. `money` and `fs_money` are numbers (the platform
 * floatvals them), every other money column a DECIMAL string.
 */
export function memberView(db: Db, lang: Lang, id: number) {
  const m = db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberDbRow;
  return {
    id: m.id,
    name: m.name,
    nickname: m.nickname,
    realname: m.realname,
    email: m.email,
    phone: m.phone,
    qq: m.qq,
    line: m.line,
    facebook: m.facebook,
    gender: m.gender,
    invite_code: m.invite_code,
    money: fmtNum(m.money),
    fs_money: fmtNum(m.fs_money),
    ml_money: fmt(m.ml_money),
    total_money: fmt(m.total_money),
    score: fmt(m.score),
    register_ip: m.register_ip,
    register_area: m.register_area,
    register_site: m.register_site,
    status: m.status,
    is_tips_on: m.is_tips_on,
    is_in_on: m.is_in_on,
    is_trans_on: m.is_trans_on,
    is_demo: m.is_demo,
    lang: m.lang,
    top_id: m.top_id,
    agent_id: m.agent_id,
    total_credit: fmt(m.total_credit),
    used_credit: fmt(m.used_credit),
    level: m.level,
    level_name: levelName(db, lang, m.level),
    created_at: ymdHis(new Date(m.created_at)),
    updated_at: ymdHis(new Date(m.updated_at)),
    deleted_at: null,
    has_qk_pwd: Boolean(m.qk_pwd_hash),
  };
}
