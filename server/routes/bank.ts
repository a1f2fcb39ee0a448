import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../http/context';
import { typed } from '../http/typeProvider';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { requireMember } from '../http/auth';
import { formCheck } from '../rules/formCheck';
import {
  addCard,
  bankNames,
  bankTypes,
  cardsOf,
  ownCard as ownCardRow,
  removeCard,
  updateCard,
  type BankRow,
  type CardRow,
} from '../rules/memberBanks';
import { isoMicro } from '../lib/time';
import { tBank, USDT_CHAINS } from '../i18n/bank';
import { emptyBodyAsObject, idParams, obj, str, type Of } from './bodyShapes';
import { PHONE } from '../rules/smsCodes';
import { answer, done, list, mapOf, orNull, row, text, whole } from './answers';

function cardView(c: CardRow, names: Map<string, BankRow>) {
  const t = names.get(c.bank_type);
  return {
    id: c.id,
    member_id: c.member_id,
    card_no: c.card_no,
    bank_type: c.bank_type,
    phone: c.phone,
    owner_name: c.owner_name,
    bank_address: c.bank_address,
    remark: c.remark,
    created_at: isoMicro(new Date(c.created_at)),
    updated_at: isoMicro(new Date(c.updated_at)),
    bank_type_text: t?.name ?? c.bank_type,
    url: t?.icon ?? '',
  };
}

const cardBody = obj({
  card_no: str(64),
  bank_type: str(32),
  owner_name: str(64),
  bank_address: str(200),
  phone: str(32),
  remark: str(200),
});

/** A bound card as cardView writes it. */
const card = row({
  id: whole,
  member_id: whole,
  card_no: text,
  bank_type: text,
  phone: orNull(text),
  owner_name: text,
  bank_address: text,
  remark: text,
  created_at: text,
  updated_at: text,
  bank_type_text: text,
  url: text,
});
const cardsAnswer = answer({ data: list(card), bank_type: mapOf(text) });
/** Bank names by code, and the USDT chains as the platform lists them. */
const typesAnswer = answer({ data: mapOf(text), usdt: row({ omni: text, erc: text, trc: text }) });

/** Bank and virtual-coin accounts (docs/platform-api.md#bank-accounts), every call checked against the calling member. */
export function registerBank(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);
  /** The card's fields, checked; a card being edited may keep a bank the language does not offer. */
  const readCard = (req: FastifyRequest<{ Body: Of<typeof cardBody> }>, kept?: string) => {
    const lang = req.lang;
    const b = req.body;
    const banks = [...bankTypes(ctx.db, lang).keys(), ...(kept ? [kept] : [])];
    const f = formCheck(lang);
    const card = {
      card_no: f.field('card_no', b.card_no, { required: true, min: 10, max: 40 }),
      bank_type: f.field('bank_type', b.bank_type, { required: true, oneOf: banks }),
      owner_name: f.field('owner_name', b.owner_name, { required: true, max: 50 }),
      bank_address: f.field('bank_address', b.bank_address, { max: 100 }),
      phone: f.field('phone', b.phone, { pattern: PHONE }),
      remark: f.field('remark', b.remark, { max: 100 }),
    };
    f.done();
    return card;
  };

  const ownCard = (req: FastifyRequest<{ Params: Of<typeof idParams> }>, memberId: number): CardRow => {
    const row = ownCardRow(ctx.db, req.params.id, memberId);
    if (!row) fail(400, tBank(req.lang, 'notFound'));
    return row;
  };

  api.get('/member/bank', { schema: { response: { 200: cardsAnswer } } }, async (req) => {
    const m = requireMember(ctx, req);
    const names = bankNames(ctx.db, req.lang);
    const rows = cardsOf(ctx.db, m.id);
    return ok({
      data: rows.map((r) => cardView(r, names)),
      bank_type: Object.fromEntries([...bankTypes(ctx.db, req.lang)].map(([k, v]) => [k, v.name])),
    });
  });

  api.get('/member/bank/type', { schema: { response: { 200: typesAnswer } } }, async (req) => {
    const types = bankTypes(ctx.db, req.lang);
    return ok({ data: Object.fromEntries([...types].map(([k, v]) => [k, v.name])), usdt: USDT_CHAINS });
  });

  api.post(
    '/member/bank',
    { preValidation: emptyBodyAsObject, schema: { body: cardBody, response: { 200: answer({ data: card }) } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const card = readCard(req);
      const row = addCard(ctx.db, ctx.clock, m.id, card);
      return ok({ data: cardView(row, bankNames(ctx.db, req.lang)) }, tBank(req.lang, 'created'));
    },
  );

  api.patch(
    '/member/bank/:id',
    { preValidation: emptyBodyAsObject, schema: { body: cardBody, params: idParams, response: { 200: done } } },
    async (req) => {
      const m = requireMember(ctx, req);
      const row = ownCard(req, m.id);
      const card = readCard(req, row.bank_type);
      updateCard(ctx.db, ctx.clock, m.id, row.id, card);
      return ok({}, tBank(req.lang, 'updated'));
    },
  );

  api.delete('/member/bank/:id', { schema: { params: idParams, response: { 200: done } } }, async (req) => {
    const m = requireMember(ctx, req);
    const row = ownCard(req, m.id);
    removeCard(ctx.db, m.id, row.id);
    return ok({}, tBank(req.lang, 'deleted'));
  });
}
