import { useIntl } from 'react-intl';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { QueryState } from '@/components/QueryState';
import { useCreditRulesQuery, type CreditRules } from '@/api/creditApi';
import { useDrawingShell } from '@/components/drawingShell';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { slotsFor } from '@/lib/fillSlots';
import { ruleCardClass, ruleCardSlot, ruleSlot, type CreditRuleFigures, type CreditRuleKey } from './creditRuleFigures';
import { m } from './messages';

/*
 * The credit rules, as the platform writes them (sanitised). Each rule is an HTML slot (lib/fillSlots): a drawn copy
 * of the screen is given the rules early, from the early script's own read of them.
 */

const slot = slotsFor<CreditRuleFigures>();

const SECTIONS = [
  { key: 'credit_detail', title: m.detailSection },
  { key: 'credit_rule', title: m.ruleSection },
  { key: 'credit_xize', title: m.xizeSection },
] as const;

/**
 * /Credit/Index's rules: three headed cards. While the rules are on their way the app shows one skeleton, which the
 * cards take the place of below everything else (cards of skeleton lines would move when the rules came). A drawn
 * copy holds the cards with their HTML slots instead, filled before it is first shown (src/early/shellDraw.ts); the
 * app's skeleton is an HTML slot too, so that copy stays until the app has the rules.
 */
export function RuleSections() {
  const t = useIntl().formatMessage;
  const drawing = useDrawingShell();
  const rules = useCreditRulesQuery();
  const sections = (data?: CreditRules) =>
    SECTIONS.map((s) => (
      <section key={s.key} className="credit-card" aria-labelledby={`credit-${s.key}`}>
        <h2 id={`credit-${s.key}`}>{t(s.title)}</h2>
        {data ? (
          <SafeHtml html={data[s.key]} className="credit-rules" fill={slot({ html: ruleSlot(s.key) })} />
        ) : (
          <PendingHtml className="credit-rules" fill={slot({ html: ruleSlot(s.key) })} />
        )}
      </section>
    ));
  return (
    <QueryState
      isLoading={rules.isLoading}
      isError={rules.isError}
      onRetry={() => void rules.refetch()}
      skeleton={drawing ? sections() : <SkeletonBlock slot={slot({ html: 'rulesPending' })} />}
    >
      {sections(rules.data)}
    </QueryState>
  );
}

/**
 * A form's own rule (the loan's, the repayment's) in a card below it: a hidden card while the rules are on their way,
 * none when the platform writes no such rule. `summary`: what the app says of the rule before the platform's words
 * (the wait after applying, when the platform's rule names none).
 */
export function FormRule({ rule, summary }: { rule: CreditRuleKey; summary?: string }) {
  const rules = useCreditRulesQuery();
  if (rules.data && !rules.data[rule] && !summary) return null;
  return (
    <section className={ruleCardClass(!!rules.data)} {...slot({ class: ruleCardSlot(rule) })}>
      {rules.data && summary ? <p className="credit-rule-summary">{summary}</p> : null}
      {rules.data ? (
        <SafeHtml html={rules.data[rule]} className="credit-rules" fill={slot({ html: ruleSlot(rule) })} />
      ) : (
        <PendingHtml className="credit-rules" fill={slot({ html: ruleSlot(rule) })} />
      )}
    </section>
  );
}
