import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/FormField';
import {
  formatRate,
  ratesBody,
  ratesErrors,
  sanitizeRate,
  type RateBound,
  type RateError,
  type RateValues,
} from '@/lib/teamRates';
import type { Rate } from '@/api/teamTypes';
import { m } from './messages';

const WORDS = {
  required: m.rateRequiredError,
  format: m.rateFormatError,
  high: m.rateHighError,
  low: m.rateLowError,
} as const;

/** A rates form's values and messages: `check()` shows what is out of bounds and gives the rows to send, or null. */
export function useRates(bounds: RateBound[], initial: RateValues, idPrefix: string) {
  const [values, setValues] = useState<RateValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<number, RateError>>>({});
  const set = (gameType: number) => (raw: string) => {
    setValues((v) => ({ ...v, [gameType]: sanitizeRate(raw) }));
    setErrors((e) => {
      if (!e[gameType]) return e;
      const next = { ...e };
      delete next[gameType];
      return next;
    });
  };
  const check = (): Rate[] | null => {
    const found = ratesErrors(values, bounds);
    setErrors(found);
    const first = bounds.find((b) => found[b.gameType]);
    if (first) {
      document.getElementById(`${idPrefix}-${first.gameType}`)?.focus();
      return null;
    }
    return ratesBody(values, bounds);
  };
  return { values, errors, set, check };
}

type Props = { bounds: RateBound[]; rates: ReturnType<typeof useRates>; idPrefix: string; disabled?: boolean };

/** One rate per game type, each with its bounds beside it and a message that names them when it is outside. */
export function RatesFields({ bounds, rates, idPrefix, disabled }: Props) {
  const t = useIntl().formatMessage;
  return (
    <fieldset className="rates-fields">
      <legend>{t(m.ratesLegend)}</legend>
      <p className="team-hint">{t(m.ratesHintText)}</p>
      {bounds.map((b) => {
        const range = { type: b.label, min: formatRate(b.min), max: formatRate(b.max) };
        const code = rates.errors[b.gameType];
        return (
          <FormField
            key={b.gameType}
            id={`${idPrefix}-${b.gameType}`}
            label={t({ id: m.rateFieldLabel.id }, range)}
            placeholder={t({ id: m.rateRangePlaceholder.id }, range)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            value={rates.values[b.gameType] ?? ''}
            onChange={rates.set(b.gameType)}
            error={code ? t({ id: WORDS[code].id }, range) : undefined}
            disabled={disabled}
            required
          />
        );
      })}
    </fieldset>
  );
}
