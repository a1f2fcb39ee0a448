import { useIntl } from 'react-intl';
import { Money, useMoneyText } from '@/components/Money';
import { useSignClaimMutation, type SignAwards } from '@/api/bonusApi';
import { daysToAward } from '@/lib/signCalendar';
import { useOneShot } from './useOneShot';
import { m } from './messages';

/** The awards for signing several days in a row: each claimed once per streak, when the streak reaches it. */
export function StreakAwards({ awards }: { awards: SignAwards }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const [claim] = useSignClaimMutation();
  const shot = useOneShot((id: number) => claim({ id }));
  return (
    <section className="bonus-card" aria-labelledby="sign-awards-title">
      <h2 id="sign-awards-title">{t(m.awardsSection)}</h2>
      {shot.result ? (
        <p className="bonus-result" role="status">
          {t({ id: m.awardDoneText.id }, { money: money(shot.result.money) })}
        </p>
      ) : null}
      {shot.error ? (
        <p className="field-error" role="alert">
          {shot.error}
        </p>
      ) : null}
      <ul className="sign-awards">
        {awards.list.map((a) => (
          <li key={a.id} data-award-days={a.days}>
            <span className="sign-award-days">{t({ id: m.awardDaysText.id }, { days: a.days })}</span>
            <Money value={a.money} className="sign-award-money" />
            {a.status === 2 ? (
              <span className="sign-award-state done">{t(m.awardClaimedText)}</span>
            ) : a.status === 1 ? (
              <button
                type="button"
                className="btn btn-primary sign-claim"
                disabled={shot.busy}
                aria-busy={shot.busy}
                onClick={() => void shot.run(a.id)}
              >
                {t(m.awardClaimButton)}
              </button>
            ) : (
              <span className="sign-award-state">
                {t({ id: m.awardLeftText.id }, { days: daysToAward(a.days, awards.streak) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
