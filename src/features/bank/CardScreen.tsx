import './bank.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmDialog } from '@/components/dialogs';
import { PullRefresh } from '@/components/PullRefresh';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { BankCardForm, type BankCardValues } from '@/components/BankCardForm';
import type { OpeningReads } from '@/state/openingReads';
import {
  bankApi,
  useAddBankMutation,
  useBankListQuery,
  useBankTypesQuery,
  useDeleteBankMutation,
  useUpdateBankMutation,
  type MemberBank,
} from '@/api/bankApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { bankCardFigures } from './bankFigures';
import { AddCardButton, CardListSkeleton, CardRowView } from './CardList';
import { m } from './messages';

type Editing = { kind: 'add' } | { kind: 'change'; card: MemberBank } | null;

/** The bound accounts and the kinds of account that can be bound. */
const openingReads: OpeningReads = (dispatch) => {
  dispatch(bankApi.util.prefetch('bankList', undefined, {}));
  dispatch(bankApi.util.prefetch('bankTypes', undefined, {}));
};
CardScreen.openingReads = openingReads;

/** /Member/Card: bound bank and virtual-coin accounts; add, change, delete (confirmed). */
export function CardScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const list = useBankListQuery();
  const typesQuery = useBankTypesQuery();
  const [add, adding] = useAddBankMutation();
  const [update, updating] = useUpdateBankMutation();
  const [remove, removing] = useDeleteBankMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const busy = adding.isLoading || updating.isLoading || removing.isLoading;
  const types = typesQuery.data?.types ?? list.data?.types ?? [];
  const cards = list.data?.cards ?? [];

  const save = async (v: BankCardValues) => {
    if (busy || !editing) return;
    const body = {
      card_no: v.card_no,
      bank_type: v.bank_type,
      owner_name: v.owner_name,
      bank_address: v.bank_address,
      remark: v.remark,
    };
    try {
      if (editing.kind === 'add') {
        await add(body).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: m.addedText.id }));
      } else {
        await update({
          id: editing.card.id,
          ...body,
          bank_type_text: types.find((x) => x.value === v.bank_type)?.text,
        }).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: m.updatedText.id }));
      }
      setEditing(null);
    } catch {
      /* the toast already told the member; the form keeps what they typed */
    }
  };

  const askDelete = async (card: MemberBank) => {
    if (busy) return;
    const question = t({ id: m.confirmDeleteText.id }, { bank: card.bank_type_text, last4: card.card_no.slice(-4) });
    const yes = await confirmDialog({
      getContainer: () => document.querySelector('main') ?? document.body,
      'aria-label': question,
      content: question,
      confirmText: t(m.confirmButton),
      cancelText: t(m.cancelButton),
    });
    if (!yes) return;
    try {
      await remove({ id: card.id }).unwrap();
      dispatch(toastShown({ kind: 'success', messageId: m.deletedText.id }));
    } catch {
      /* the toast already told the member */
    }
  };

  if (editing) {
    const initial = editing.kind === 'change' ? editing.card : undefined;
    return (
      <PageLayout titleId={editing.kind === 'add' ? m.addTitle.id : m.changeTitle.id} onBack={() => setEditing(null)}>
        <section className="bank-card-panel">
          <BankCardForm
            key={editing.kind === 'change' ? editing.card.id : 'add'}
            idPrefix="card-form"
            types={types}
            initial={
              initial
                ? {
                    bank_type: initial.bank_type,
                    card_no: initial.card_no,
                    owner_name: initial.owner_name,
                    bank_address: initial.bank_address,
                    remark: initial.remark,
                  }
                : undefined
            }
            ownerName={member?.realname ?? ''}
            submitLabel={t(m.saveButton)}
            busy={busy}
            onSubmit={(v) => void save(v)}
            onCancel={() => setEditing(null)}
          />
        </section>
      </PageLayout>
    );
  }

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <PullRefresh onRefresh={() => list.refetch()}>
        <QueryState
          isLoading={list.isLoading}
          isError={list.isError && !list.data}
          onRetry={() => void list.refetch()}
          isEmpty={!cards.length}
          emptyText={t(m.emptyText)}
          skeleton={<CardListSkeleton />}
        >
          <ul className="bank-list">
            {cards.map((card) => {
              const named = `${card.bank_type_text} ${card.card_no.slice(-4)}`;
              return (
                <li key={card.id} className="bank-item" data-card-id={card.id}>
                  <CardRowView
                    f={bankCardFigures(card)}
                    labels={{ change: `${t(m.changeButton)} ${named}`, delete: `${t(m.deleteButton)} ${named}` }}
                    busy={busy}
                    onChange={() => setEditing({ kind: 'change', card })}
                    onDelete={() => void askDelete(card)}
                  />
                </li>
              );
            })}
          </ul>
        </QueryState>
      </PullRefresh>
      {list.isLoading ? null : <AddCardButton busy={busy} onClick={() => setEditing({ kind: 'add' })} />}
    </PageLayout>
  );
}
