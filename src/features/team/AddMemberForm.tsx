import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { FormField } from '@/components/FormField';
import { useAppDispatch } from '@/state/hooks';
import { useIntentSender } from '@/flow/useIntentSender';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { useAddChildMutation, useTeamRatesQuery } from '@/api/teamApi';
import {
  accountNameError,
  collectErrors,
  confirmationError,
  passwordError,
  PASSWORD_MAX,
  type Errors,
  type FieldError,
} from '@/lib/accountRules';
import { initialRates, rateBounds, type RateBound } from '@/lib/teamRates';
import { RatesFields, useRates } from './RatesFields';
import { useSubview } from './useSubview';
import { m } from './messages';

type Field = 'name' | 'password' | 'password_confirmation';
const WORDS: Record<Field, Partial<Record<FieldError, { id: string }>>> = {
  name: { required: m.nameRequiredError, length: m.nameLengthError, format: m.nameFormatError },
  password: { required: m.passwordRequiredError, length: m.passwordLengthError },
  password_confirmation: { required: m.confirmRequiredError, mismatch: m.confirmMismatchError },
};

/** A new direct member: account name by the platform's rules, a password, and a rate for every game type. */
export function AddMemberForm() {
  const rates = useTeamRatesQuery();
  const bounds = rates.data ? rateBounds(rates.data.own, rates.data.lowest) : [];
  return (
    <PageLayout titleId={m.addMemberTitle.id} fallback={`${PATHS.Promotion}?tab=team`}>
      <QueryState
        isLoading={rates.isLoading}
        isError={rates.isError && !rates.data}
        onRetry={() => void rates.refetch()}
      >
        {bounds.length ? <Form bounds={bounds} /> : null}
      </QueryState>
    </PageLayout>
  );
}

function Form({ bounds }: { bounds: RateBound[] }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const view = useSubview();
  const [add, { isLoading }] = useAddChildMutation();
  const send = useIntentSender();
  const rates = useRates(bounds, initialRates(bounds), 'member-rate');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const sending = useRef(false);
  const set = (f: Field) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const error = (f: Field) => {
    const code = errors[f];
    const word = code ? WORDS[f][code] : undefined;
    return word ? t(word) : undefined;
  };

  const submit = async () => {
    if (sending.current) return;
    const found = collectErrors<Field>({
      name: accountNameError(values.name),
      password: passwordError(values.password),
      password_confirmation: confirmationError(values.password_confirmation, values.password),
    });
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`member-${first}`)?.focus();
      return;
    }
    const body = rates.check();
    if (!body) return;
    sending.current = true;
    try {
      await send((intent) => add({ ...values, name: values.name.trim(), rates: body, ...intent }));
      dispatch(toastShown({ kind: 'success', messageId: m.memberAddedText.id }));
      view.close({ add: null });
    } catch {
      // The name may be taken: the toast says so; the passwords are typed again.
      setValues((s) => ({ ...s, password: '', password_confirmation: '' }));
      sending.current = false;
    }
  };

  return (
    <form
      className="team-card team-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormField
        id="member-name"
        label={t(m.nameLabel)}
        placeholder={t(m.namePlaceholder)}
        value={values.name}
        onChange={set('name')}
        error={error('name')}
        autoCapitalize="off"
        autoComplete="off"
        maxLength={8}
        disabled={isLoading}
        required
      />
      <FormField
        id="member-password"
        type="password"
        label={t(m.passwordLabel)}
        placeholder={t(m.passwordPlaceholder)}
        value={values.password}
        onChange={set('password')}
        error={error('password')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        disabled={isLoading}
        required
      />
      <FormField
        id="member-password_confirmation"
        type="password"
        label={t(m.confirmLabel)}
        placeholder={t(m.confirmPlaceholder)}
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        error={error('password_confirmation')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        disabled={isLoading}
        required
      />
      <RatesFields bounds={bounds} rates={rates} idPrefix="member-rate" disabled={isLoading} />
      <button type="submit" className="btn btn-primary btn-block" disabled={isLoading}>
        {t(m.addMemberSubmitButton)}
      </button>
    </form>
  );
}
