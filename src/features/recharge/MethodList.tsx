import { useIntl } from 'react-intl';
import { useDrawingShell } from '@/components/drawingShell';
import { slotsFor } from '@/lib/fillSlots';
import { rowsSlot } from '@/lib/fillRows';
import { patternValue } from '@/lib/textPattern';
import { methodFigures, type MethodFigures, type MethodSentence } from './methodFigures';
import type { RechargeLists } from './recharge.drawn';
import type { Say } from '@/lib/textPattern';
import type { Payment } from '@/api/rechargeApi';
import type { RechargeChannel } from '@machines/rechargeTypes';
import { m } from './messages';

/** A method's row's slots. */
const slot = slotsFor<MethodFigures>();

type Props = { online: Payment[]; company: Payment[]; onPick: (c: RechargeChannel) => void };

const channelOf = (p: Payment, kind: RechargeChannel['kind']): RechargeChannel => ({
  paymentId: p.id,
  paymentType: p.type,
  kind,
  min: Number(p.min) || 0,
  max: Number(p.max) || 0,
});

/** The messages of a method's row, by sentence (methodFigures). */
const SENTENCES = { limit: m.limitText, noLimit: m.noLimitText, bonus: m.bonusText } as const;

/** The groups, in order: the online channels and the company accounts. */
const GROUPS = [
  { kind: 'online', list: 'onlineMethods', title: m.onlineSection, id: 'recharge-online' },
  { kind: 'company', list: 'companyMethods', title: m.companySection, id: 'recharge-company' },
] as const;

/** The app's sentences for a method's row. */
function useSay(): Say<MethodSentence> {
  const t = useIntl().formatMessage;
  return (sentence, values) => t({ id: SENTENCES[sentence].id }, values);
}

/** A method's row from its figures; without them, the row template of a drawn screen. */
function MethodRow({ f, onPick, type }: { f?: MethodFigures; onPick?: () => void; type?: string }) {
  return (
    <li>
      <button type="button" className="method" onClick={onPick} data-payment-type={type}>
        <span className="method-name" {...slot({ text: 'name' })}>
          {f?.name}
        </span>
        <span className="method-meta" {...slot({ text: 'meta' })}>
          {f?.meta}
        </span>
        <svg className="method-chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * Stands in for the two channel groups while they load, row for row, so nothing below them moves. Drawn by the
 * build, each group holds the template of its section, which the early script fills from its own read of the
 * methods (lib/fillSlots), with the sentences of a row in the page's language.
 */
export function MethodListSkeleton() {
  const t = useIntl().formatMessage;
  const drawing = useDrawingShell();
  const patterns = Object.fromEntries(
    Object.entries(SENTENCES).map(([k, msg]) => [
      k,
      t({ id: msg.id }, { min: patternValue('min'), max: patternValue('max'), rate: patternValue('rate') }),
    ]),
  );
  return (
    <div aria-busy="true">
      {GROUPS.map((g) => (
        <section
          key={g.kind}
          className="recharge-card"
          aria-hidden="true"
          {...rowsSlot<RechargeLists>(g.list, undefined, patterns)}
        >
          <span className="skeleton method-skeleton-title" />
          <ul className="method-list">
            {[0, 1, 2].map((r) => (
              <li key={r}>
                <span className="method method-skeleton">
                  <span className="skeleton" />
                  <span className="skeleton short" />
                </span>
              </li>
            ))}
          </ul>
          {drawing ? (
            <template>
              <section className="recharge-card">
                <h2>{t(g.title)}</h2>
                <ul className="method-list">
                  <MethodRow />
                </ul>
              </section>
            </template>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** Online channels and company channels, each with its single-transaction limits. */
export function MethodList({ online, company, onPick }: Props) {
  const t = useIntl().formatMessage;
  const say = useSay();
  const lists = { online, company };
  if (!online.length && !company.length) return <p className="recharge-empty">{t(m.noMethodText)}</p>;
  return (
    <>
      {GROUPS.map((g) =>
        lists[g.kind].length ? (
          <section key={g.kind} className="recharge-card" aria-labelledby={g.id}>
            <h2 id={g.id}>{t(g.title)}</h2>
            <ul className="method-list">
              {lists[g.kind].map((p) => (
                <MethodRow
                  key={p.id}
                  f={methodFigures(p, g.kind, say)}
                  onPick={() => onPick(channelOf(p, g.kind))}
                  type={p.type}
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}
