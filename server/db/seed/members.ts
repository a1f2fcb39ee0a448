/** The seeded accounts; the README lists them. Every password here is the same for convenience. */
export const SEED_PASSWORD = 'pass1234';
export const SEED_QK_PWD = '123456';

/**
 * Money figures are what the seeded history (server/db/seed/money/history.ts) replays to; members without
 * a scripted history get them as one opening credit.
 */
export type SeedMember = {
  name: string;
  role: string;
  realname?: string;
  phone?: string;
  email?: string;
  money?: number; // cents
  fs_money?: number;
  ml_money?: number;
  withQkPwd?: boolean;
  status?: number;
  isAgent?: boolean;
  topName?: string;
  lang?: string;
  level?: number;
  total_credit?: number;
};

export const SEED_MEMBERS: SeedMember[] = [
  {
    name: 'member01',
    role: 'ordinary member with history',
    realname: '张三',
    phone: '13800138000',
    email: 'member01@example.test',
    money: 1_391_800,
    fs_money: 91,
    ml_money: 1_160_000,
    withQkPwd: true,
    level: 2,
    total_credit: 300_000,
  },
  { name: 'newbie01', role: 'new member with nothing' },
  {
    name: 'agent001',
    role: 'agent with a team',
    realname: '李四',
    phone: '13900139000',
    money: 880_000,
    withQkPwd: true,
    isAgent: true,
    level: 1,
    total_credit: 100_000,
  },
  {
    name: 'team0001',
    role: 'team member of agent001',
    realname: '王五',
    money: 120_000,
    ml_money: 100_000,
    topName: 'agent001',
  },
  {
    name: 'team0002',
    role: 'team member of agent001',
    realname: '赵六',
    money: 68_500,
    ml_money: 50_000,
    topName: 'agent001',
  },
  { name: 'team0003', role: 'team member of agent001', money: 0, topName: 'agent001' },
  { name: 'banned01', role: 'disabled member', realname: '钱七', money: 10_000, status: -1 },
  {
    name: 'english1',
    role: 'member who reads English',
    realname: 'John Smith',
    money: 220_000,
    fs_money: 315,
    ml_money: 150_000,
    withQkPwd: true,
    lang: 'en',
  },
];
