import '@/components/buttons.css';
import '@/components/facts.css';
import { useIntl } from 'react-intl';
import { AccountNumber } from '@/components/AccountNumber';
import { QueryState } from '@/components/QueryState';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { RowsTemplates } from '@/components/RowsTemplates';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import type { BankCardFigures } from './bankFigures';
import type { CardLists } from './card.drawn';
import { m } from './messages';

/** A card's slots (a row of the drawn list). */
const slot = slotsFor<BankCardFigures>();

/** The facts a card lists. */
type FactName = 'owner' | 'account' | 'branch' | 'remark' | 'bound';

type Props = {
  /** The card's figures (bankFigures); without them, the card template of a drawn screen. */
  f?: BankCardFigures;
  /** The buttons' names for a screen reader, which say which card they act on. */
  labels?: { change: string; delete: string };
  busy?: boolean;
  onChange?: () => void;
  onDelete?: () => void;
};

/** A bound account's card (inside its list item): the bank, its facts, and its change and delete buttons. */
export function CardRowView({ f, labels, busy = false, onChange, onDelete }: Props) {
  const t = useIntl().formatMessage;
  const text = (name: keyof BankCardFigures) => f?.[name] ?? '';
  // The owner's name and what the member wrote when binding the card (its branch, a remark) are shown as written.
  const verbatim: Partial<Record<keyof BankCardFigures, string>> = { owner: 'name', branch: 'own', remark: 'own' };
  const fact = (label: string, name: FactName, hide?: 'branchClass' | 'remarkClass') => (
    <div {...(hide ? { className: text(hide) || 'bank-fact', ...slot({ class: hide }) } : {})}>
      <dt>{label}</dt>
      <dd>
        {name === 'account' ? (
          <AccountNumber value={text('cardNo')} label={label} slot={slot({ text: name })} />
        ) : (
          <span data-verbatim={verbatim[name]} {...slot({ text: name })}>
            {text(name)}
          </span>
        )}
      </dd>
    </div>
  );
  return (
    <>
      <div className="bank-item-head">
        <img
          className={text('iconClass') || 'bank-icon'}
          src={text('icon') || undefined}
          alt=""
          width="36"
          height="36"
          {...slot({ class: 'iconClass', attrs: { src: 'icon' } })}
        />
        <h2 {...slot({ text: 'bank' })}>{text('bank')}</h2>
        <span className={text('badgeClass') || 'bank-badge'} {...slot({ class: 'badgeClass' })}>
          {t(m.virtualBadge)}
        </span>
      </div>
      <dl className="bank-facts facts">
        {fact(t(m.ownerLabel), 'owner')}
        {fact(t(m.accountLabel), 'account')}
        {fact(t(m.branchLabel), 'branch', 'branchClass')}
        {fact(t(m.remarkLabel), 'remark', 'remarkClass')}
        {fact(t(m.boundLabel), 'bound')}
      </dl>
      <div className="form-actions">
        {(
          [
            ['change', 'btn btn-ghost btn-small', m.changeButton, onChange],
            ['delete', 'btn btn-ghost btn-small btn-danger', m.deleteButton, onDelete],
          ] as const
        ).map(([action, className, word, onClick]) => (
          <button
            key={action}
            type="button"
            className={className}
            disabled={busy}
            onClick={onClick}
            aria-label={labels?.[action]}
          >
            {t(word)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Adds an account: below the cards once they are there, rather than pushed down by them. */
export function AddCardButton({ busy = false, onClick }: { busy?: boolean; onClick?: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={onClick}>
      {t(m.addButton)}
    </button>
  );
}

/**
 * Stands in for the cards while they load. Drawn by the build, it holds the list's templates, which the early
 * script fills from its own read of the accounts (lib/fillRows): a card, with the add button below the list; and
 * the screen without accounts.
 */
export function CardListSkeleton() {
  const t = useIntl().formatMessage;
  return (
    <SkeletonBlock slot={rowsSlot<CardLists>('bankCards')}>
      <RowsTemplates
        view={
          <>
            <ul className="bank-list">
              <li className="bank-item">
                <CardRowView />
              </li>
            </ul>
            <AddCardButton />
          </>
        }
        empty={
          <>
            <QueryState isLoading={false} isError={false} isEmpty emptyText={t(m.emptyText)}>
              {null}
            </QueryState>
            <AddCardButton />
          </>
        }
      />
    </SkeletonBlock>
  );
}
