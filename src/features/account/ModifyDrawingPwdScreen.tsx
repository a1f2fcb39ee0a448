import './account.css';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { PageLayout } from '@/components/PageLayout';
import { useMeQuery, useModifyDrawingPwdMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectMember } from '@/app/sessionSlice';
import { toastShown } from '@/app/toastSlice';
import { PATHS } from '@/app/paths';
import { PasscodeField } from './PasscodeField';
import { fieldErrorMessage } from './fieldErrors';
import { validateModifyDrawingPwd, type Errors, type ModifyDrawingField, type ModifyDrawingValues } from './validation';
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
  const [values, setValues] = useState<ModifyDrawingValues>(EMPTY);
  const [errors, setErrors] = useState<Errors<ModifyDrawingField>>({});
  const newRef = useRef<PasscodeInputRef>(null);
  const confirmRef = useRef<PasscodeInputRef>(null);
  const sending = useRef(false);
  const t = intl.formatMessage;

  // Nothing to change yet: set one first.
  if (member && !member.has_qk_pwd) return <Navigate to={PATHS.SetDrawingPwd} replace />;

  const set = (field: ModifyDrawingField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: ModifyDrawingField) => (errors[field] ? t(fieldErrorMessage(field, errors[field]!)) : undefined);

  const submit = async () => {
    if (sending.current) return;
    const found = validateModifyDrawingPwd(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    try {
      await modify(values).unwrap();
      dispatch(toastShown({ kind: 'success', messageId: m.modifyDrawingPwdSuccessText.id }));
    } catch {
      /* the platform's message is on screen */
    } finally {
      setValues(EMPTY);
      sending.current = false;
    }
  };

  const done = t(m.formKeyboardCloseButton);
  return (
    <PageLayout titleId={m.modifyDrawingPwdTitleText.id} fallback={PATHS.Center}>
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
          <PasscodeField id="qk-old" label={t(m.modifyDrawingPwdOldLabel)} value={values.old_qk_pwd} onChange={set('old_qk_pwd')} onFill={() => newRef.current?.focus()} error={error('old_qk_pwd')} doneText={done} />
          <PasscodeField ref={newRef} id="qk-new" label={t(m.modifyDrawingPwdNewLabel)} value={values.qk_pwd} onChange={set('qk_pwd')} onFill={() => confirmRef.current?.focus()} error={error('qk_pwd')} doneText={done} />
          <PasscodeField ref={confirmRef} id="qk-confirm" label={t(m.modifyDrawingPwdConfirmLabel)} value={values.qk_pwd_confirmation} onChange={set('qk_pwd_confirmation')} error={error('qk_pwd_confirmation')} doneText={done} />
          <Button type="submit" color="primary" size="large" block shape="rounded" loading={isLoading} disabled={isLoading}>
            {t(m.modifyDrawingPwdSubmitButton)}
          </Button>
        </form>
      </section>
    </PageLayout>
  );
}
