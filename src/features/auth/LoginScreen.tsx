import '@/components/buttons.css';
import './auth.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { alertDialog } from '@/components/dialogs';
import { PageLayout } from '@/components/PageLayout';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { takeEarlyCaptcha } from '@/api/earlyCaptcha';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { safeReturnPath } from '@/lib/safeUrl';
import type { LoginField } from '@machines/loginMachine';
import { useLoginFlow } from './useLoginFlow';
import { FormField } from '@/components/FormField';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { CaptchaField } from './CaptchaField';
import { loginErrorMessage } from './fieldErrors';
import { m } from './messages';

type FormProps = { captchaRequired: boolean; demoOpen: boolean; prefillName?: string };

function LoginForm({ captchaRequired, demoOpen, prefillName }: FormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { snapshot, send } = useLoginFlow(captchaRequired, prefillName);
  const busy = snapshot.hasTag('busy');
  const c = snapshot.context;
  const done = snapshot.status === 'done';
  const isDemo = snapshot.output?.isDemo === true;

  useEffect(() => {
    if (!done) return;
    if (isDemo) dispatch(toastShown({ kind: 'info', messageId: m.loginDemoTipsText.id }));
    navigate(safeReturnPath(params.get('redirect')), { replace: true });
  }, [done, isDemo, dispatch, navigate, params]);

  const change = (field: LoginField) => (value: string) => send({ type: 'field.change', field, value });
  const error = (field: LoginField) => {
    const code = c.fieldErrors[field];
    return code ? intl.formatMessage(loginErrorMessage(field, code)) : undefined;
  };
  const forgot = () => {
    void alertDialog({
      'aria-label': intl.formatMessage(m.loginForgotTitle),
      // Inside the page's main landmark, so screen readers find it with the rest of the screen.
      getContainer: () => document.querySelector('main') ?? document.body,
      title: intl.formatMessage(m.loginForgotTitle),
      content: intl.formatMessage(m.loginForgotText),
      confirmText: intl.formatMessage(m.loginForgotConfirmButton),
    });
  };

  return (
    <>
      <form
        className="auth-form"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <FormField
          id="login-name"
          label={intl.formatMessage(m.loginAccountLabel)}
          placeholder={intl.formatMessage(m.loginAccountPlaceholder)}
          value={c.name}
          onChange={change('name')}
          autoComplete="username"
          autoCapitalize="off"
          enterKeyHint="next"
          disabled={busy}
          error={error('name')}
        />
        <FormField
          id="login-password"
          type="password"
          label={intl.formatMessage(m.loginPasswordLabel)}
          placeholder={intl.formatMessage(m.loginPasswordPlaceholder)}
          value={c.password}
          onChange={change('password')}
          autoComplete="current-password"
          enterKeyHint={captchaRequired ? 'next' : 'go'}
          disabled={busy}
          error={error('password')}
        />
        {captchaRequired ? (
          <CaptchaField
            id="login-captcha"
            value={c.captcha}
            onChange={change('captcha')}
            img={c.captchaImg}
            loading={snapshot.hasTag('captchaLoading')}
            onRefresh={() => send({ type: 'captcha.refresh' })}
            disabled={busy}
            error={error('captcha')}
          />
        ) : null}
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          shape="rounded"
          loading={snapshot.matches('submitting')}
          disabled={busy}
        >
          {intl.formatMessage(m.loginSubmitButton)}
        </Button>
      </form>
      <div className="auth-links">
        <Link className="auth-link" to={PATHS.Register}>
          {intl.formatMessage(m.loginRegisterLink)}
        </Link>
        <button type="button" className="auth-link" onClick={forgot}>
          {intl.formatMessage(m.loginForgotButton)}
        </button>
      </div>
      {demoOpen ? (
        <Button
          className="auth-demo"
          fill="outline"
          color="primary"
          size="large"
          block
          shape="rounded"
          loading={snapshot.matches('demoLoggingIn')}
          disabled={busy}
          onClick={() => send({ type: 'demo.start' })}
        >
          {intl.formatMessage(m.loginDemoButton)}
        </Button>
      ) : null}
    </>
  );
}

/** /Login: account, password and (when the site asks) captcha; demo login and register from here too. */
export function LoginScreen() {
  const intl = useIntl();
  const location = useLocation();
  const register = useConfigsQuery({ group: 'register' });
  const system = useConfigsQuery({ group: 'system' });
  const site = useConfigsQuery({ group: 'site' });
  const prefillName = (location.state as { account?: unknown } | null)?.account;
  // If the setting cannot be read, ask for a captcha: the platform refuses a login that lacks a required one.
  const settings =
    register.isLoading || system.isLoading
      ? null
      : {
          captchaRequired: register.isError || configValue(register.data, 'vip1_is_login_captcha_open') === '1',
          demoOpen: configValue(system.data, 'is_demo_play_open') === '1',
        };
  // A refused login ends the session and empties the API cache; the form must survive the refetch.
  const [latched, setLatched] = useState(settings);
  if (settings && !latched) setLatched(settings);
  const ready = latched ?? settings;
  const captchaOff = ready ? !ready.captchaRequired : false;
  // The early script asks for a captcha before the settings are known; when they turn it off it is dropped unseen.
  useEffect(() => {
    if (captchaOff) void takeEarlyCaptcha();
  }, [captchaOff]);
  const title = configValue(site.data, 'site_title');
  return (
    <PageLayout titleId={m.loginTitleText.id} className="auth-page">
      <div className="auth-hero">
        <p className="auth-brand">{title || '\u00a0'}</p>
        <p className="auth-tagline">{intl.formatMessage(m.loginWelcomeText)}</p>
      </div>
      {ready ? (
        <LoginForm
          captchaRequired={ready.captchaRequired}
          demoOpen={ready.demoOpen}
          prefillName={typeof prefillName === 'string' ? prefillName : undefined}
        />
      ) : (
        <SkeletonBlock />
      )}
    </PageLayout>
  );
}
