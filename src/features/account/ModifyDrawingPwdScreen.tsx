import './account.css';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { PasscodeField } from '@/components/PasscodeField';
import { useFormFields } from '@/components/useFormFields';
import { useMeQuery, useModifyDrawingPwdMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { fieldErrorMessage } from './fieldErrors';
import { validateModifyDrawingPwd, type ModifyDrawingField, type ModifyDrawingValues } from './validation';
import { AccountForm } from './AccountForm';
import { m } from './messages';

const EMPTY: ModifyDrawingValues = { old_qk_pwd: '', qk_pwd: '', qk_pwd_confirmation: '' };

/** /Member/Modify_drawing_pwd: the current withdrawal password, then the new one twice. */
export function ModifyDrawingPwdScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  useMeQuery(undefined, { skip: !isLoggedIn });
  const [modify, { isLoading }] = useModifyDrawingPwdMutation();
  const { values, setValues, set, error, accept, sendOnce } = useFormFields<ModifyDrawingField, ModifyDrawingValues>(
    EMPTY,
    fieldErrorMessage,
  );
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const t = intl.formatMessage;

  // Nothing to change yet: set one first.
  if (member && !member.has_qk_pwd) return <Navigate to={PATHS.SetDrawingPwd} replace />;

  const submit = () =>
    sendOnce(async () => {
      if (!accept(validateModifyDrawingPwd(values))) return;
      try {
        await modify(values).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: m.modifyDrawingPwdSuccessText.id }));
      } catch {
        /* the platform's message is on screen */
      } finally {
        setValues(EMPTY);
      }
    });

  return (
    <PageLayout titleId={m.modifyDrawingPwdTitleText.id} fallback={PATHS.Center}>
      <section className="account-section">
        <AccountForm busy={isLoading} submitLabel={t(m.modifyDrawingPwdSubmitButton)} onSubmit={() => void submit()}>
          <PasscodeField
            id="qk-old"
            label={t(m.modifyDrawingPwdOldLabel)}
            value={values.old_qk_pwd}
            onChange={set('old_qk_pwd')}
            onFill={() => newRef.current?.focus()}
            error={error('old_qk_pwd')}
            disabled={isLoading}
          />
          <PasscodeField
            ref={newRef}
            id="qk-new"
            label={t(m.modifyDrawingPwdNewLabel)}
            value={values.qk_pwd}
            onChange={set('qk_pwd')}
            onFill={() => confirmRef.current?.focus()}
            error={error('qk_pwd')}
            disabled={isLoading}
          />
          <PasscodeField
            ref={confirmRef}
            id="qk-confirm"
            label={t(m.modifyDrawingPwdConfirmLabel)}
            value={values.qk_pwd_confirmation}
            onChange={set('qk_pwd_confirmation')}
            error={error('qk_pwd_confirmation')}
            disabled={isLoading}
          />
        </AccountForm>
      </section>
    </PageLayout>
  );
}
