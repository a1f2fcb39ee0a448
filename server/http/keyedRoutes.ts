/**
 * Which routes honour the Idempotency-Key header (http/idempotency.ts), in one place: the app sends a key
 * with each of these, once per member intent, and a test holds every other route that writes to an exempt
 * entry with its reason. Paths are as registered under /api.
 */
export type KeyedRoute = {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** where the request's content is read for its fingerprint: the JSON body, or the multipart form */
  body: 'json' | 'multipart';
  /** what a second copy of the request would do again without the key */
  twice: string;
};

export const KEYED_ROUTES: readonly KeyedRoute[] = [
  { method: 'POST', url: '/recharge/online', body: 'json', twice: 'a second online recharge bill' },
  { method: 'POST', url: '/recharge/normal', body: 'json', twice: 'a second company-bank recharge bill' },
  { method: 'POST', url: '/recharge/picture/upload', body: 'multipart', twice: 'a second stored receipt image' },
  { method: 'POST', url: '/drawing', body: 'json', twice: 'a second withdrawal, debited at once' },
  { method: 'POST', url: '/game/deposit', body: 'json', twice: 'a second main → game transfer' },
  { method: 'POST', url: '/game/withdrawal', body: 'json', twice: 'a second game → main transfer' },
  { method: 'POST', url: '/game/recovery_last', body: 'json', twice: "a second recovery of a game's balance" },
  { method: 'POST', url: '/yuebao/buy', body: 'json', twice: 'a second Yuebao purchase' },
  { method: 'POST', url: '/yuebao/withdrawal', body: 'json', twice: 'a refusal after the redemption succeeded' },
  { method: 'POST', url: '/credit/borrow', body: 'json', twice: 'a refusal (pending loan) after it succeeded' },
  { method: 'POST', url: '/credit/lend', body: 'json', twice: 'a refusal (nothing owed) after the repayment' },
  { method: 'POST', url: '/fsnow/fetch', body: 'json', twice: 'a refusal (already claimed) after the claim' },
  { method: 'POST', url: '/activity/redbag', body: 'json', twice: 'a second red packet draw' },
  { method: 'POST', url: '/wheel/award', body: 'json', twice: 'a second wheel spin' },
  { method: 'POST', url: '/dailybonus/check', body: 'json', twice: 'a refusal (signed today) after the sign-in' },
  { method: 'POST', url: '/dailybonus/:id/award', body: 'json', twice: 'a refusal (taken) after the streak award' },
  { method: 'POST', url: '/act/apply/:id', body: 'json', twice: 'a refusal (applied today) after the application' },
  { method: 'POST', url: '/team/add', body: 'json', twice: 'a refusal (name taken) after the account was made' },
];

const READS = 'reads only (a POST because the platform says so): writes nothing';
const SETS = 'sets what was sent: a second copy sets the same again; moves no money';

/**
 * Every other route that is not a GET, with the reason it needs no key. `GET /game/login` moves money too
 * (auto transfer mode) for the reason given for its POST.
 */
export const NOT_KEYED: Readonly<Record<string, string>> = {
  'POST /auth/captcha': 'a new captcha per call is what the form wants; moves no money',
  'POST /auth/login':
    'starts a session; the awards its task check pays are due by date and paid once per period, whoever calls',
  'POST /auth/me': 'reads the member (a token renewal at most); writes no money',
  'POST /auth/logout': 'ends the session: a second copy finds it ended',
  'POST /auth/register': 'the account name is unique: a second copy is refused, never a second account',
  'POST /auth/demo': 'one demo account per address: a second copy answers the same account, its gift paid once',
  'POST /auth/sms': "the platform's own limit of one code per address per two minutes refuses a second copy",
  'POST /auth/sms_bind': "the platform's own limit of one code per address per two minutes refuses a second copy",
  'POST /auth/sms_reset': "the platform's own limit of one code per address per two minutes refuses a second copy",
  'POST /auth/info/update': SETS,
  'POST /member/password/modify': 'sets the password sent; a second copy is refused for the old one; no money',
  'POST /member/drawing_pwd/set': 'sets the withdrawal password once; a second copy is refused; no money',
  'POST /member/drawing_pwd/modify': 'sets the password sent; a second copy is refused for the old one; no money',
  'POST /member/message/list': READS,
  'POST /member/message/send_list': READS,
  'POST /member/message/read': SETS,
  'DELETE /member/message/delete': 'deleting twice leaves the same; moves no money',
  'POST /member/message/send': 'a mail to support: a duplicate costs nothing and moves no money',
  'POST /member/message/send/:pid': 'a reply to support: a duplicate costs nothing and moves no money',
  'POST /member/bank': 'a card the member may delete; the platform allows any number; moves no money',
  'PATCH /member/bank/:id': SETS,
  'DELETE /member/bank/:id': 'deleting twice leaves the same; moves no money',
  'POST /game/login':
    'in auto mode moves the whole main wallet into the game: a second copy finds under one unit left and moves none',
  'POST /game/api_moneys': READS,
  'POST /game/api_money':
    "in auto mode brings the last game's balance back to an empty main wallet: a second copy finds it brought back",
  'POST /game/change_trans':
    "sets the mode; switching to auto recovers the last game's whole balance, which a second copy finds empty",
  'POST /game/balance': READS,
  'POST /game/record': READS,
  'POST /game/type': READS,
  'POST /recharge/list': READS,
  'POST /moneylog': READS,
  'POST /drawing/list': READS,
  'POST /yuebao/getMemberYuebaoList': READS,
  'POST /yuebao/getMemberPlans': 'brings the interest due up to date, once per period whoever asks; moves no wallet',
  'POST /yuebao/history': 'brings the interest due up to date, once per period whoever asks; moves no wallet',
  'POST /credit/search': READS,
  'POST /credit/check': READS,
  'POST /redbag/log': READS,
  'POST /wheel/query': READS,
  'POST /wheel/log': READS,
  'POST /team/childlist': READS,
  'POST /team/childrates': SETS,
  'POST /team/moneylog': READS,
  'POST /team/gamerecord': READS,
  'POST /team/chart': READS,
  'POST /team/report': READS,
  'POST /team/invite/create': 'an invite link costs nothing and may be closed; moves no money',
  'POST /team/invite/update': SETS,
  'POST /responsible/limits': 'sets the limit sent, or asks for it once: a second copy finds the same; moves no money',
  'POST /responsible/limits/confirm': 'applies the waiting change: a second copy finds none waiting; moves no money',
  'POST /responsible/reality': SETS,
  'POST /responsible/reality/ack': 'restarts the interval from now: a second copy restarts it again; moves no money',
  'POST /responsible/block': 'the first ends the session: a second copy is refused (401) and starts nothing',
};
