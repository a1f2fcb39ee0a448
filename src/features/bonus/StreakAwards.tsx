import { useIntl } from 'react-intl';
import { useMoneyText } from '@/components/Money';
import { useSignClaimMutation } from '@/api/bonusApi';
import type { SignAwards } from '@/api/bonusTypes';
import { awardFigures } from './signFigures';
import { AwardList, AwardRow, useSignSay } from './SignView';
import { useOneShot } from './useOneShot';
import { m } from './messages';

/**
 * The awards for signing several days in a row: each claimed once per streak, when the streak reaches it. Without
 * `awards`, the list's slot of a drawn copy.
 */
export function StreakAwards({ awards }: { awards?: SignAwards }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const say = useSignSay();
  const [claim] = useSignClaimMutation();
  const shot = useOneShot((id: number, intent) => claim({ id, ...intent }));
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
      <AwardList
        rows={awards?.list.map((a) => {
          const f = awardFigures(a, awards.streak, say);
          return (
            <AwardRow
              key={a.id}
              f={f}
              days={a.days}
              claim={
                <button
                  type="button"
                  className={f.claimClass}
                  disabled={shot.busy}
                  aria-busy={shot.busy}
                  onClick={() => void shot.run(a.id)}
                >
                  {t(m.awardClaimButton)}
                </button>
              }
            />
          );
        })}
      />
    </section>
  );
}
