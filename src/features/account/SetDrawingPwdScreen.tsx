import './account.css';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { PasscodeField } from '@/components/PasscodeField';
import { useFormFields } from '@/components/useFormFields';
import { useMeQuery, useSetDrawingPwdMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { fieldErrorMessage } from './fieldErrors';
import { validateSetDrawingPwd, type SetDrawingField, type SetDrawingValues } from './validation';
import { AccountForm } from './AccountForm';
import { m } from './messages';

const EMPTY: SetDrawingValues = { qk_pwd: '', qk_pwd_confirmation: '' };

/** Back where the member came from (e.g. the withdrawal screen), or the account centre. */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PATHS.Center, { replace: true });
  };
}

/** /Member/SetDrawingPwd: the first withdrawal password, six digits typed twice. */
export function SetDrawingPwdScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const leave = useLeave();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  useMeQuery(undefined, { skip: !isLoggedIn });
  const [setPwd, { isLoading }] = useSetDrawingPwdMutation();
  const { values, setValues, set, error, accept, sendOnce } = useFormFields<SetDrawingField, SetDrawingValues>(
    EMPTY,
    fieldErrorMessage,
  );
  const [justSet, setJustSet] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const t = intl.formatMessage;

  // Someone who already has one changes it instead.
  if (member?.has_qk_pwd && !justSet) return <Navigate to={PATHS.ModifyDrawingPwd} replace />;

  const submit = () =>
    sendOnce(async () => {
      if (!accept(validateSetDrawingPwd(values))) return;
      try {
        await setPwd({ qk_pwd: values.qk_pwd }).unwrap();
        setJustSet(true);
        setValues(EMPTY);
        dispatch(toastShown({ kind: 'success', messageId: m.setDrawingPwdSuccessText.id }));
        leave();
      } catch {
        setValues(EMPTY);
      }
    });

  return (
    <PageLayout titleId={m.setDrawingPwdTitleText.id} fallback={PATHS.Center}>
      <section className="account-section">
        <AccountForm busy={isLoading} submitLabel={t(m.setDrawingPwdSubmitButton)} onSubmit={() => void submit()}>
          <p className="account-tip">{t(m.setDrawingPwdTipText)}</p>
          <PasscodeField
            id="qk-new"
            label={t(m.setDrawingPwdPwdLabel)}
            value={values.qk_pwd}
            onChange={set('qk_pwd')}
            onFill={() => confirmRef.current?.focus()}
            error={error('qk_pwd')}
            disabled={isLoading}
          />
          <PasscodeField
            ref={confirmRef}
            id="qk-confirm"
            label={t(m.setDrawingPwdConfirmLabel)}
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
