import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetPlayRealityMutation, type RealityCheck } from '@/api/playApi';
import { m } from './messages';

const CHOICES = [0, 15, 30, 45, 60] as const;

/** The reality-check interval: off, 15, 30, 45 or 60 minutes, saved as soon as it is picked. */
export function RealityPanel({ reality }: { reality: RealityCheck }) {
  const t = useIntl().formatMessage;
  const [save, saving] = useSetPlayRealityMutation();
  // The choice being saved shows at once, and a second tap on it (a double tap) sends nothing more: the page may
  // not have drawn the first answer when the second tap arrives.
  const [picked, setPicked] = useState<number | null>(null);
  const sending = useRef<number | null>(null);
  // The platform's answer, once it reads back, is what shows.
  const [answered, setAnswered] = useState(reality.minutes);
  if (answered !== reality.minutes) {
    setAnswered(reality.minutes);
    setPicked(null);
  }
  const shown = picked ?? reality.minutes;
  const choose = (minutes: number) => {
    if (sending.current !== null || minutes === reality.minutes) return;
    sending.current = minutes;
    setPicked(minutes);
    void save({ minutes })
      .unwrap()
      .catch(() => setPicked(null))
      .finally(() => {
        sending.current = null;
      });
  };
  return (
    <section className="play-section" aria-labelledby="play-reality-title">
      <h2 id="play-reality-title">{t(m.realityTitle)}</h2>
      <p className="play-help" id="play-reality-help">
        {t(m.realityHelpText)}
      </p>
      <div
        className="play-choices"
        role="radiogroup"
        aria-labelledby="play-reality-title"
        aria-describedby="play-reality-help"
      >
        {CHOICES.map((minutes) => (
          <label key={minutes} className="play-choice">
            <input
              type="radio"
              name="reality-minutes"
              checked={shown === minutes}
              disabled={saving.isLoading}
              onChange={() => choose(minutes)}
            />
            <span>{minutes === 0 ? t(m.offOption) : t({ id: m.minutesOption.id }, { minutes })}</span>
          </label>
        ))}
      </div>
      {reality.next_due_at ? (
        <p className="play-help" role="status">
          {t({ id: m.nextDueText.id }, { date: reality.next_due_at })}
        </p>
      ) : null}
    </section>
  );
}
