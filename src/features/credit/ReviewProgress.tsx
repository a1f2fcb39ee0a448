import { useIntl } from 'react-intl';
import type { CreditRecord } from '@/api/creditApi';
import { m } from './messages';

type Step = { key: string; label: string; state: 'done' | 'current' | 'todo' | 'failed' };

/** A loan's audit progress: submitted → under review → approved or refused → repaid. */
export function ReviewProgress({ loan }: { loan: CreditRecord }) {
  const t = useIntl().formatMessage;
  const status = Number(loan.status);
  const returned = Number(loan.is_return) === 1;
  const steps: Step[] = [
    { key: 'submitted', label: t(m.stepSubmittedText), state: 'done' },
    { key: 'review', label: t(m.stepReviewText), state: status === 1 ? 'current' : 'done' },
    status === 3
      ? { key: 'refused', label: t(m.stepRefusedText), state: 'failed' }
      : {
          key: 'approved',
          label: t(m.stepApprovedText),
          state: status === 2 ? (returned ? 'done' : 'current') : 'todo',
        },
  ];
  if (status !== 3) steps.push({ key: 'repaid', label: t(m.stepRepaidText), state: returned ? 'done' : 'todo' });
  return (
    <ol className="credit-steps" aria-label={t(m.progressLabel)}>
      {steps.map((s) => (
        <li key={s.key} className={`credit-step ${s.state}`} aria-current={s.state === 'current' ? 'step' : undefined}>
          <span className="credit-step-dot" aria-hidden="true" />
          <span>{s.label}</span>
        </li>
      ))}
    </ol>
  );
}
