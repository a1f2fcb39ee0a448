import type { CreditRules } from '@/api/creditApi';

/** A credit rule's part by its key in the platform's answer (contract: `credit/rule`). */
export type CreditRuleKey = keyof CreditRules;

/** Each rule's figure: its HTML (an HTML slot). */
const RULE_FIGURES = {
  credit_detail: 'creditDetail',
  credit_rule: 'creditRule',
  credit_xize: 'creditXize',
  credit_borrow: 'creditBorrow',
  credit_lend: 'creditLend',
} as const satisfies Record<CreditRuleKey, string>;

type RuleFigure = (typeof RULE_FIGURES)[CreditRuleKey];

/**
 * The credit rules' figures: each rule's HTML (sanitised where it is written) and the class of the card that shows
 * it (`<rule>Class`: the loan's and repayment's cards show a rule only when the platform writes one). The app's one
 * skeleton for the rules (`rulesPending`) is an HTML slot no figure fills, so a drawn copy stays until the app has them.
 */
export type CreditRuleFigures = Record<RuleFigure | `${RuleFigure}Class`, string> & { rulesPending?: string };

/** The figure of a credit rule's HTML. */
export const ruleSlot = (key: CreditRuleKey): RuleFigure => RULE_FIGURES[key];

/** The figure of the class of the card that shows a rule only when the platform writes one. */
export const ruleCardSlot = (key: CreditRuleKey): `${RuleFigure}Class` => `${RULE_FIGURES[key]}Class`;

/** That card's class: hidden while the rule is on its way or when there is none. */
export const ruleCardClass = (shown: boolean) => (shown ? 'credit-card' : 'credit-card off');

const KEYS: readonly CreditRuleKey[] = ['credit_detail', 'credit_rule', 'credit_xize', 'credit_borrow', 'credit_lend'];

/** The credit rules' figures from the platform's answer (a rule it does not write is '', its card hidden). */
export function creditRuleFigures(rules: Readonly<Record<string, unknown>>): CreditRuleFigures {
  const html = (key: CreditRuleKey) => {
    const raw = rules[key];
    return typeof raw === 'string' ? raw : '';
  };
  const figures: Partial<Record<RuleFigure | `${RuleFigure}Class`, string>> = {};
  for (const key of KEYS) {
    figures[ruleSlot(key)] = html(key);
    figures[ruleCardSlot(key)] = ruleCardClass(html(key) !== '');
  }
  return figures as CreditRuleFigures;
}
