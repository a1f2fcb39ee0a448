import './bank.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmDialog } from '@/components/dialogs';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { AccountNumber } from '@/components/AccountNumber';
import { BankCardForm, isVirtual, type BankCardValues } from '@/components/BankCardForm';
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
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

type Editing = { kind: 'add' } | { kind: 'change'; card: MemberBank } | null;

/** The bound accounts and the kinds of account that can be bound. */
export const openingReads: OpeningReads = (dispatch) => {
  dispatch(bankApi.util.prefetch('bankList', undefined, {}));
  dispatch(bankApi.util.prefetch('bankTypes', undefined, {}));
};

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
      <QueryState
        isLoading={list.isLoading}
        isError={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        isEmpty={!cards.length}
        emptyText={t(m.emptyText)}
      >
        <ul className="bank-list">
          {cards.map((card) => (
            <li key={card.id} className="bank-item" data-card-id={card.id}>
              <div className="bank-item-head">
                {card.url ? <img src={card.url} alt="" width="36" height="36" /> : null}
                <h2>{card.bank_type_text}</h2>
                {isVirtual(card.bank_type) ? <span className="bank-badge">{t(m.virtualBadge)}</span> : null}
              </div>
              <dl className="bank-facts">
                <div>
                  <dt>{t(m.ownerLabel)}</dt>
                  <dd>{card.owner_name}</dd>
                </div>
                <div>
                  <dt>{t(m.accountLabel)}</dt>
                  <dd>
                    <AccountNumber value={card.card_no} label={t(m.accountLabel)} />
                  </dd>
                </div>
                {card.bank_address ? (
                  <div>
                    <dt>{t(m.branchLabel)}</dt>
                    <dd>{card.bank_address}</dd>
                  </div>
                ) : null}
                {card.remark ? (
                  <div>
                    <dt>{t(m.remarkLabel)}</dt>
                    <dd>{card.remark}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t(m.boundLabel)}</dt>
                  <dd>{formatServerDate(card.created_at)}</dd>
                </div>
              </dl>
              <div className="form-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={busy}
                  onClick={() => setEditing({ kind: 'change', card })}
                  aria-label={`${t(m.changeButton)} ${card.bank_type_text} ${card.card_no.slice(-4)}`}
                >
                  {t(m.changeButton)}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-small btn-danger"
                  disabled={busy}
                  onClick={() => void askDelete(card)}
                  aria-label={`${t(m.deleteButton)} ${card.bank_type_text} ${card.card_no.slice(-4)}`}
                >
                  {t(m.deleteButton)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      {/* Comes in below the cards once they are there, rather than being pushed down by them. */}
      {list.isLoading ? null : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy}
          onClick={() => setEditing({ kind: 'add' })}
        >
          {t(m.addButton)}
        </button>
      )}
    </PageLayout>
  );
}
