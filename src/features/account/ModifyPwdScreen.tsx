import './account.css';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'antd-mobile';
import { PageLayout } from '@/components/PageLayout';
import { useLogoutMutation, useModifyPasswordMutation } from '@/api/authApi';
import { useAppDispatch } from '@/app/hooks';
import { toastShown } from '@/app/toastSlice';
import { PATHS } from '@/app/paths';
import { FormField } from './FormField';
import { fieldErrorMessage } from './fieldErrors';
import { validatePasswordChange, type Errors, type PasswordField, type PasswordValues } from './validation';
import { m } from './messages';

const EMPTY: PasswordValues = { oldpassword: '', password: '', password_confirmation: '' };

/** /Member/Modify_pwd: a new login password, after which the member logs in again. */
export function ModifyPwdScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [modify, { isLoading }] = useModifyPasswordMutation();
  const [logout] = useLogoutMutation();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Errors<PasswordField>>({});
  const sending = useRef(false);
  const t = intl.formatMessage;

  const set = (field: PasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: PasswordField) => (errors[field] ? t(fieldErrorMessage(field, errors[field]!)) : undefined);

  const submit = async () => {
    if (sending.current) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    const first = (['oldpassword', 'password', 'password_confirmation'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`pwd-${first}`)?.focus();
      return;
    }
    sending.current = true;
    try {
      await modify(values).unwrap();
      setValues(EMPTY);
      dispatch(toastShown({ kind: 'success', messageId: m.modifyPwdSuccessText.id }));
      // The platform keeps the old token alive; ending the session here forces the new password to be used.
      await logout().unwrap().catch(() => undefined);
    } catch {
      setValues(EMPTY);
    } finally {
      sending.current = false;
    }
  };

  const field = (name: PasswordField, id: string, label: string, placeholder: string, autoComplete: string) => (
    <FormField id={id} type="password" label={label} placeholder={placeholder} value={values[name]} onChange={set(name)} error={error(name)} disabled={isLoading} autoComplete={autoComplete} required />
  );

  return (
    <PageLayout titleId={m.modifyPwdTitleText.id} fallback={PATHS.Center}>
      <section className="account-section">
        <form
          className="account-form"
          noValidate
          aria-busy={isLoading}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="account-tip">{t(m.modifyPwdTipText)}</p>
          {field('oldpassword', 'pwd-oldpassword', t(m.modifyPwdOldLabel), t(m.modifyPwdOldPlaceholder), 'current-password')}
          {field('password', 'pwd-password', t(m.modifyPwdNewLabel), t(m.modifyPwdNewPlaceholder), 'new-password')}
          {field('password_confirmation', 'pwd-password_confirmation', t(m.modifyPwdConfirmLabel), t(m.modifyPwdConfirmPlaceholder), 'new-password')}
          <Button type="submit" color="primary" size="large" block shape="rounded" loading={isLoading} disabled={isLoading}>
            {t(m.modifyPwdSubmitButton)}
          </Button>
        </form>
      </section>
    </PageLayout>
  );
}
