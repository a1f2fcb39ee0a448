import './account.css';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { PageLayout } from '@/components/PageLayout';
import { useMeQuery, useSetDrawingPwdMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectMember } from '@/app/sessionSlice';
import { toastShown } from '@/app/toastSlice';
import { PATHS } from '@/app/paths';
import { PasscodeField } from './PasscodeField';
import { fieldErrorMessage } from './fieldErrors';
import { validateSetDrawingPwd, type Errors, type SetDrawingField, type SetDrawingValues } from './validation';
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
  const [values, setValues] = useState<SetDrawingValues>(EMPTY);
  const [errors, setErrors] = useState<Errors<SetDrawingField>>({});
  const [justSet, setJustSet] = useState(false);
  const confirmRef = useRef<PasscodeInputRef>(null);
  const sending = useRef(false);
  const t = intl.formatMessage;

  // Someone who already has one changes it instead.
  if (member?.has_qk_pwd && !justSet) return <Navigate to={PATHS.ModifyDrawingPwd} replace />;

  const set = (field: SetDrawingField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: SetDrawingField) => (errors[field] ? t(fieldErrorMessage(field, errors[field]!)) : undefined);

  const submit = async () => {
    if (sending.current) return;
    const found = validateSetDrawingPwd(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    try {
      await setPwd({ qk_pwd: values.qk_pwd }).unwrap();
      setJustSet(true);
      setValues(EMPTY);
      dispatch(toastShown({ kind: 'success', messageId: m.setDrawingPwdSuccessText.id }));
      leave();
    } catch {
      setValues(EMPTY);
    } finally {
      sending.current = false;
    }
  };

  return (
    <PageLayout titleId={m.setDrawingPwdTitleText.id} fallback={PATHS.Center}>
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
          <p className="account-tip">{t(m.setDrawingPwdTipText)}</p>
          <PasscodeField id="qk-new" label={t(m.setDrawingPwdPwdLabel)} value={values.qk_pwd} onChange={set('qk_pwd')} onFill={() => confirmRef.current?.focus()} error={error('qk_pwd')} doneText={t(m.formKeyboardCloseButton)} />
          <PasscodeField ref={confirmRef} id="qk-confirm" label={t(m.setDrawingPwdConfirmLabel)} value={values.qk_pwd_confirmation} onChange={set('qk_pwd_confirmation')} error={error('qk_pwd_confirmation')} doneText={t(m.formKeyboardCloseButton)} />
          <Button type="submit" color="primary" size="large" block shape="rounded" loading={isLoading} disabled={isLoading}>
            {t(m.setDrawingPwdSubmitButton)}
          </Button>
        </form>
      </section>
    </PageLayout>
  );
}
