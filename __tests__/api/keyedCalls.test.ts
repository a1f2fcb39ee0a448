import { apiEndpoints } from '../support/apiEndpoints';

/**
 * Every call that moves money, or makes something the member pays for or can do only once, carries its intent's
 * key (api/intent: the Idempotency-Key header). The list is the api files themselves: a new mutation fails here
 * until it is keyed, or named below with the reason it needs no key.
 */
const EXEMPT: Record<string, string> = {
  captcha: 'a new challenge on every call; nothing is kept or paid',
  login: 'a second copy opens one more session for the same member; no money moves',
  demo: 'a trial account of the same phone (the platform reuses one per address); no money of a member',
  register: 'the platform refuses a second account of the same name',
  logout: 'ending a session twice ends it once',
  updateInfo: 'setting the same profile fields again leaves them as they are',
  modifyPassword: 'the second copy is refused: the old password no longer matches',
  setDrawingPwd: 'the second copy is refused: the withdrawal password is set already',
  modifyDrawingPwd: 'the second copy is refused: the old withdrawal password no longer matches',
  addBank: 'a second copy binds the same card twice, which the member sees on the cards screen; no money moves',
  updateBank: 'writing the same card fields again leaves them as they are',
  deleteBank: 'a card deleted twice is deleted once',
  readMail: 'marking mail read twice leaves it read',
  deleteMail: 'mail deleted twice is deleted once',
  sendMail: 'a message to customer service; no money, and a repeat is seen as such by staff',
  createInvite: 'an invite link costs nothing; a second one is just another link',
  updateInvite: 'writing the same rates again leaves them as they are',
  setChildRates: 'writing the same rates again leaves them as they are',
  gameBalance: 'reads a supplier balance (a POST on the platform); it moves nothing',
  changeTrans: 'setting the same transfer mode again leaves it as it is',
  gameLogin:
    'opening a game moves the whole main wallet in (auto transfer): a second copy finds it empty and moves nothing',
  setPlayReality: 'setting the same reminder interval again leaves it as it is',
  answerRealityCheck: 'a reminder answered twice is answered once',
  changePlayLimit:
    'setting the same limit again leaves it as it is; a repeated raise or removal waits its 24 hours from the later copy, never less',
  confirmPlayLimit: 'a waiting change confirmed twice applies once',
  takePlayBlock:
    'the first copy revokes every token of the member: a second answers 401 and takes nothing; the end is the one the confirmation stated',
};

const mutations = apiEndpoints().filter((e) => e.kind === 'mutation');

test('every mutation is keyed, or exempt with its reason', () => {
  expect(mutations.length).toBeGreaterThan(30);
  const unkeyed = mutations.filter((e) => !/intentKey|keyedRequest/.test(e.body)).map((e) => e.name);
  expect(unkeyed.filter((name) => !(name in EXEMPT))).toEqual([]);
  // An exemption names a mutation that exists and is not keyed after all.
  expect(Object.keys(EXEMPT).filter((name) => !unkeyed.includes(name))).toEqual([]);
});

test.each([
  'rechargeOnline',
  'rechargeNormal',
  'uploadReceipt',
  'drawing',
  'deposit',
  'gameWithdrawal',
  'recoverAll',
  'recoveryLast',
  'yuebaoBuy',
  'yuebaoRedeem',
  'creditBorrow',
  'creditRepay',
  'fsClaim',
  'redbagGrab',
  'wheelSpin',
  'signIn',
  'signClaim',
  'applyActivity',
  'addChild',
])('%s carries its intent key', (name) => {
  const found = mutations.find((e) => e.name === name);
  expect(found?.body).toMatch(/intentKey|keyedRequest/);
});
