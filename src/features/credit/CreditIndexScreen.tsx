import { useIntl } from 'react-intl';
import { QueryState } from '@/components/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { useCreditRulesQuery } from '@/api/creditApi';
import { CreditShell } from './CreditShell';
import { m } from './messages';

/** The credit rules, as the platform writes them (sanitised). */
function Rules() {
  const t = useIntl().formatMessage;
  const rules = useCreditRulesQuery();
  const sections = [
    { key: 'credit_detail', title: m.detailSection },
    { key: 'credit_rule', title: m.ruleSection },
    { key: 'credit_xize', title: m.xizeSection },
  ] as const;
  return (
    <QueryState isLoading={rules.isLoading} isError={rules.isError} onRetry={() => void rules.refetch()}>
      {sections.map((s) => (
        <section key={s.key} className="credit-card" aria-labelledby={`credit-${s.key}`}>
          <h2 id={`credit-${s.key}`}>{t(s.title)}</h2>
          <SafeHtml html={rules.data?.[s.key] ?? ''} className="credit-rules" />
        </section>
      ))}
    </QueryState>
  );
}

/** /Credit/Index: the limit query by account (a member's own filled in) and the rules. */
export function CreditIndexScreen() {
  return (
    <CreditShell titleId={m.indexTitle.id} after={<Rules />}>
      {() => null}
    </CreditShell>
  );
}
