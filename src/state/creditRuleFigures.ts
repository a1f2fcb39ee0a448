import type { CreditRules } from '@/api/creditApi';

/** A credit rule's part by its key in the platform's answer (contract: `credit/rule`). */
export type CreditRuleKey = keyof CreditRules;

/** The HTML slot of a credit rule (lib/fillSlots htmlSlot). */
export const ruleSlot = (key: CreditRuleKey) => `credit.${key}`;

/** The class slot of the card that shows a rule only when the platform writes one (the loan and repayment rules). */
export const ruleCardSlot = (key: CreditRuleKey) => `credit.${key}.class`;

/** That card's class: hidden while the rule is on its way or when there is none. */
export const ruleCardClass = (shown: boolean) => (shown ? 'credit-card' : 'credit-card off');

const KEYS: readonly CreditRuleKey[] = ['credit_detail', 'credit_rule', 'credit_xize', 'credit_borrow', 'credit_lend'];

/** The credit rules' figures by slot name: each rule's HTML (sanitised where it is written) and its card's class. */
export function creditRuleFigures(rules: Readonly<Record<string, unknown>>): Record<string, string> {
  const figures: Record<string, string> = {};
  for (const key of KEYS) {
    const raw = rules[key];
    const html = typeof raw === 'string' ? raw : '';
    figures[ruleSlot(key)] = html;
    figures[ruleCardSlot(key)] = ruleCardClass(html !== '');
  }
  return figures;
}
