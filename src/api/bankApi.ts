import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';

// ---- request and response types (docs/platform-api.md#bank-accounts) ----

/** A bound bank or virtual-coin account; `created_at` is ISO-8601 UTC (MemberBank has no serializeDate). */
export type MemberBank = {
  id: number;
  member_id: number;
  card_no: string;
  bank_type: string;
  phone: string | null;
  owner_name: string;
  bank_address: string;
  remark: string;
  created_at: string;
  updated_at: string;
  bank_type_text: string;
  url: string;
};
export type BankOption = { value: string; text: string };
export type BankList = { cards: MemberBank[]; types: BankOption[] };
export type BankTypes = { types: BankOption[]; usdt: BankOption[] };
export type BankCardRequest = {
  card_no: string;
  bank_type: string;
  owner_name: string;
  bank_address?: string;
  phone?: string;
  remark?: string;
};
export type MessageResult = { message: string };

const messageOf = (body: Envelope): MessageResult => ({
  message: typeof body.message === 'string' ? body.message : '',
});

/** `{code: name}` → `[{value, text}]`, keeping the server's order (heaviest bank first). */
export function toOptions(map: unknown): BankOption[] {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return Object.entries(map as Record<string, unknown>).map(([value, text]) => ({
    value,
    text: String(text ?? value),
  }));
}

export const bankApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bankList: build.query<BankList, void>({
      query: () => ({ url: '/member/bank' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => ({
        cards: Array.isArray(body.data) ? (body.data as MemberBank[]) : [],
        types: toOptions(body.bank_type),
      }),
      providesTags: ['Bank'],
    }),
    bankTypes: build.query<BankTypes, void>({
      query: () => ({ url: '/member/bank/type' }),
      extraOptions: { mask: false },
      transformResponse: (body: Envelope) => ({ types: toOptions(body.data), usdt: toOptions(body.usdt) }),
      providesTags: ['BankType'],
      keepUnusedDataFor: 3600,
    }),
    // The list is changed in place after each success (docs/screens.md#how-state-moves), not refetched.
    addBank: build.mutation<MemberBank, BankCardRequest>({
      query: (body) => ({ url: '/member/bank', method: 'POST', body }),
      transformResponse: (body: Envelope) => body.data as MemberBank,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data && typeof data.id === 'number') {
            dispatch(
              bankApi.util.updateQueryData('bankList', undefined, (draft) => {
                if (!draft.cards.some((c) => c.id === data.id)) draft.cards.push(data);
              }),
            );
          }
        } catch {
          /* the toast already told the member */
        }
      },
    }),
    updateBank: build.mutation<MessageResult, BankCardRequest & { id: number; bank_type_text?: string }>({
      query: ({ id, bank_type_text: _text, ...body }) => ({ url: `/member/bank/${id}`, method: 'PATCH', body }),
      transformResponse: messageOf,
      async onQueryStarted({ id, bank_type_text, ...fields }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            bankApi.util.updateQueryData('bankList', undefined, (draft) => {
              const card = draft.cards.find((c) => c.id === id);
              if (!card) return;
              Object.assign(card, {
                card_no: fields.card_no,
                bank_type: fields.bank_type,
                owner_name: fields.owner_name,
                bank_address: fields.bank_address ?? '',
                remark: fields.remark ?? '',
                phone: fields.phone || null,
              });
              card.bank_type_text =
                bank_type_text ?? draft.types.find((t) => t.value === fields.bank_type)?.text ?? fields.bank_type;
            }),
          );
        } catch {
          /* the toast already told the member */
        }
      },
    }),
    deleteBank: build.mutation<MessageResult, { id: number }>({
      query: ({ id }) => ({ url: `/member/bank/${id}`, method: 'DELETE' }),
      transformResponse: messageOf,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            bankApi.util.updateQueryData('bankList', undefined, (draft) => {
              draft.cards = draft.cards.filter((c) => c.id !== id);
            }),
          );
        } catch {
          /* the toast already told the member */
        }
      },
    }),
  }),
});

export const { useBankListQuery, useBankTypesQuery, useAddBankMutation, useUpdateBankMutation, useDeleteBankMutation } =
  bankApi;
