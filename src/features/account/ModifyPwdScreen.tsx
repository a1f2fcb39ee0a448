import './account.css';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { useLogoutMutation, useModifyPasswordMutation } from '@/api/authApi';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { FormField } from '@/components/FormField';
import { useFormFields } from '@/components/useFormFields';
import { fieldErrorMessage } from './fieldErrors';
import { validatePasswordChange, type PasswordField, type PasswordValues } from './validation';
import { AccountForm } from './AccountForm';
import { m } from './messages';

const EMPTY: PasswordValues = { oldpassword: '', password: '', password_confirmation: '' };

/** /Member/Modify_pwd: a new login password, after which the member logs in again. */
export function ModifyPwdScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [modify, { isLoading }] = useModifyPasswordMutation();
  const [logout] = useLogoutMutation();
  const { values, setValues, set, error, accept, sendOnce } = useFormFields<PasswordField, PasswordValues>(
    EMPTY,
    fieldErrorMessage,
  );
  const t = intl.formatMessage;

  const submit = () =>
    sendOnce(async () => {
      if (!accept(validatePasswordChange(values), (f) => `pwd-${f}`)) return;
      try {
        await modify(values).unwrap();
        setValues(EMPTY);
        dispatch(toastShown({ kind: 'success', messageId: m.modifyPwdSuccessText.id }));
        // The platform keeps the old token alive; ending the session here forces the new password to be used.
        await logout()
          .unwrap()
          .catch(() => undefined);
      } catch {
        setValues(EMPTY);
      }
    });

  const field = (name: PasswordField, id: string, label: string, placeholder: string, autoComplete: string) => (
    <FormField
      id={id}
      type="password"
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onChange={set(name)}
      error={error(name)}
      disabled={isLoading}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <PageLayout titleId={m.modifyPwdTitleText.id} fallback={PATHS.Center}>
      <section className="account-section">
        <AccountForm busy={isLoading} submitLabel={t(m.modifyPwdSubmitButton)} onSubmit={() => void submit()}>
          <p className="account-tip">{t(m.modifyPwdTipText)}</p>
          {field(
            'oldpassword',
            'pwd-oldpassword',
            t(m.modifyPwdOldLabel),
            t(m.modifyPwdOldPlaceholder),
            'current-password',
          )}
          {field('password', 'pwd-password', t(m.modifyPwdNewLabel), t(m.modifyPwdNewPlaceholder), 'new-password')}
          {field(
            'password_confirmation',
            'pwd-password_confirmation',
            t(m.modifyPwdConfirmLabel),
            t(m.modifyPwdConfirmPlaceholder),
            'new-password',
          )}
        </AccountForm>
      </section>
    </PageLayout>
  );
}
