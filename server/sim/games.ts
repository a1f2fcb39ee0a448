import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { fail } from '../lib/errors';
import { fmt, toCents } from '../lib/money';
import type { Lang } from '../i18n/lang';
import { tGame } from '../i18n/game';
import { apiTitle, gameWallet } from '../rules/suppliers';
import { playRound } from '../rules/rounds';
import { registerPaySim } from './pay';
import { GAME_JS, simPage } from './html';
import { escapeHtml } from '../lib/html';

type Session = {
  token: string;
  member_id: number;
  api_name: string;
  game_type: number;
  game_code: string;
  expires_at: number;
};

const MAX_BET_CENTS = 100_000_000;

function session(ctx: Ctx, token: unknown, lang: Lang): Session {
  const row =
    typeof token === 'string' && token.length <= 64
      ? (ctx.db.prepare('SELECT * FROM game_sessions WHERE token = ?').get(token) as Session | undefined)
      : undefined;
  if (!row || row.expires_at < ctx.clock.now().getTime()) fail(401, tGame(lang, 'sessionInvalid'));
  return row;
}

/**
 * The simulated game suppliers: a same-origin page per supplier where the member plays rounds against
 * their game wallet, so bet records, turnover and rebates come from real play.
 */
export function registerGameSim(app: FastifyInstance, ctx: Ctx): void {
  registerPaySim(app, ctx);

  app.get('/sim/game.js', async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(GAME_JS),
  );

  app.get('/sim/game/:api_code', async (req, reply) => {
    const lang = req.lang;
    const s = session(ctx, (req.query as { session?: unknown }).session, lang);
    const title = apiTitle(ctx.db, s.api_name, lang);
    const body = `<main data-session="${escapeHtml(s.token)}" data-win="${escapeHtml(tGame(lang, 'simWin'))}" data-lose="${escapeHtml(tGame(lang, 'simLose'))}">
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(tGame(lang, 'simNote'))}</p>
<p class="bal">${escapeHtml(tGame(lang, 'simBalance'))}: <strong id="balance" aria-live="polite">${fmt(gameWallet(ctx.db, s.member_id, s.api_name) ?? 0)}</strong></p>
<form id="play"><label for="bet">${escapeHtml(tGame(lang, 'simBet'))}</label>
<input id="bet" name="bet" inputmode="decimal" value="10" autocomplete="off">
<button type="submit">${escapeHtml(tGame(lang, 'simPlay'))}</button></form>
<p id="error" role="alert"></p>
<h2>${escapeHtml(tGame(lang, 'simRounds'))}</h2><ol id="rounds" reversed></ol></main>`;
    return reply.header('content-type', 'text/html; charset=utf-8').send(simPage(lang, title, body));
  });

  app.get('/sim/api/state', async (req) => {
    const lang = req.lang;
    const s = session(ctx, (req.query as { session?: unknown }).session, lang);
    return {
      status: 'success',
      code: 200,
      message: '',
      balance: fmt(gameWallet(ctx.db, s.member_id, s.api_name) ?? 0),
      api_name: s.api_name,
    };
  });

  app.post(
    '/sim/api/round',
    {
      schema: {
        body: {
          type: 'object',
          required: ['session', 'bet'],
          properties: { session: { type: 'string', maxLength: 64 }, bet: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (req) => {
      const lang = req.lang;
      const b = req.body as { session: string; bet: string | number };
      const s = session(ctx, b.session, lang);
      const bet = toCents(b.bet);
      if (bet === null || bet <= 0 || bet > MAX_BET_CENTS) fail(422, tGame(lang, 'betInvalid'));
      const r = playRound(ctx.db, ctx.clock, {
        memberId: s.member_id,
        apiName: s.api_name,
        gameType: s.game_type,
        gameName: s.game_code && s.game_code !== '0' ? s.game_code : s.api_name,
        bet,
        lang,
      });
      return {
        status: 'success',
        code: 200,
        message: '',
        bill_no: r.billNo,
        bet: fmt(r.bet),
        payout: fmt(r.payout),
        net: fmt(r.net),
        balance: fmt(r.balance),
        wager: r.wager,
        result: r.result,
      };
    },
  );
}
