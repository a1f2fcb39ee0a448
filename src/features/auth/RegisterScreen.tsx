import '@/components/buttons.css';
import './auth.css';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { PageLayout } from '@/components/PageLayout';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { useRegisterMutation, type RegisterRequest } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLocale } from '@/state/localeSlice';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { FormField } from '@/components/FormField';
import { useFormFields } from '@/components/useFormFields';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { useDrawingShell } from '@/components/drawingShell';
import { slotsFor } from '@/lib/fillSlots';
import {
  inviteCodeOf,
  inviteTokenOf,
  parseRegisterSettings,
  type RegisterFigures,
  type RegisterSettings,
} from './registerSettings';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';
import { registerErrorMessage } from './fieldErrors';
import { EMPTY_REGISTER, validateRegister, type RegisterField, type RegisterValues } from './validation';
import { m } from './messages';

const slot = slotsFor<RegisterFigures>();

const SECRETS = { password: '', password_confirmation: '', qk_pwd: '', qk_pwd_confirmation: '', captcha: '' };

/** The request the platform expects: optional fields only when filled, plus site and language. */
export function registerRequest(
  v: RegisterValues,
  s: RegisterSettings,
  captchaKey: string | null,
  lang: string,
  site: string,
  inviteToken = '',
): RegisterRequest & { token?: string } {
  const req: RegisterRequest & { token?: string } = {
    name: v.name.trim(),
    password: v.password,
    password_confirmation: v.password_confirmation,
    qk_pwd: v.qk_pwd,
    register_site: site,
    lang,
  };
  // The introducer as typed or as the link names it; a link's token stands there when it names no code, and is sent
  // as the token it is.
  const introducer = v.invite_code.trim();
  if (introducer && introducer !== inviteToken) req.invite_code = introducer;
  if (v.realname.trim()) req.realname = v.realname.trim();
  if (v.phone.trim()) req.phone = v.phone.trim();
  // An agent's invite link (#/Register?token=…) names the upline for the platform.
  if (inviteToken) req.token = inviteToken;
  if (s.captcha) {
    req.key = captchaKey ?? '';
    req.captcha = v.captcha.trim();
  }
  return req;
}

function RegisterForm({ settings }: { settings: RegisterSettings }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  const [register, { isLoading }] = useRegisterMutation();
  const captcha = useCaptcha(settings.captcha);
  const [params] = useSearchParams();
  const inviteToken = inviteTokenOf(params);
  const { values, setValues, set, error, accept, sendOnce } = useFormFields<RegisterField, RegisterValues>(
    () => ({ ...EMPTY_REGISTER, invite_code: inviteCodeOf(params) }),
    registerErrorMessage,
  );

  const submit = () =>
    sendOnce(async () => {
      if (!accept(validateRegister(values, settings, inviteToken), (f) => `register-${f}`)) return;
      try {
        await register(registerRequest(values, settings, captcha.key, lang, location.host, inviteToken)).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: m.registerSuccessText.id }));
        navigate(PATHS.Login, { replace: true, state: { account: values.name.trim() } });
      } catch {
        // The platform's message is already on screen; what was typed stays, secrets and the used captcha go.
        setValues((v) => ({ ...v, ...SECRETS }));
        if (settings.captcha) void captcha.refresh();
      }
    });

  const field = (
    name: RegisterField,
    label: string,
    placeholder: string,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      id={`register-${name}`}
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onChange={set(name)}
      error={error(name)}
      disabled={isLoading}
      {...extra}
    />
  );
  const t = intl.formatMessage;

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={isLoading}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="auth-note">{t(m.formRequiredNoteText)}</p>
      {field('invite_code', t(m.registerInviteCodeLabel), t(m.registerInviteCodePlaceholder), {
        required: settings.inviteCode,
        starFill: slot({ class: 'inviteCodeStarClass' }),
        // A drawn form starts with an invite link's code too (registerSettings).
        inputFill: slot({ attrs: { value: 'inviteCodeValue' } }),
        autoCapitalize: 'off',
        autoComplete: 'off',
        // The link's token decides the upline, whatever is typed: the introducer it names is not for changing.
        readOnly: inviteToken !== '',
      })}
      {field('name', t(m.registerAccountLabel), t(m.registerAccountPlaceholder), {
        required: true,
        autoCapitalize: 'off',
        autoComplete: 'username',
      })}
      {field('password', t(m.registerPasswordLabel), t(m.registerPasswordPlaceholder), {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      {field('password_confirmation', t(m.registerPasswordConfirmLabel), t(m.registerPasswordConfirmPlaceholder), {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      {field('realname', t(m.registerRealnameLabel), t(m.registerRealnamePlaceholder), {
        required: settings.realName,
        starFill: slot({ class: 'realNameStarClass' }),
        autoComplete: 'name',
      })}
      {field('phone', t(m.registerPhoneLabel), t(m.registerPhonePlaceholder), {
        required: settings.phone,
        starFill: slot({ class: 'phoneStarClass' }),
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
      })}
      {field('qk_pwd', t(m.registerQkPwdLabel), t(m.registerQkPwdPlaceholder), {
        required: true,
        type: 'password',
        inputMode: 'numeric',
        maxLength: 6,
        autoComplete: 'off',
      })}
      {field('qk_pwd_confirmation', t(m.registerQkPwdConfirmLabel), t(m.registerQkPwdConfirmPlaceholder), {
        required: true,
        type: 'password',
        inputMode: 'numeric',
        maxLength: 6,
        autoComplete: 'off',
      })}
      <CaptchaField
        id="register-captcha"
        required
        value={values.captcha}
        onChange={set('captcha')}
        img={captcha.img}
        loading={captcha.loading}
        onRefresh={() => void captcha.refresh()}
        disabled={isLoading}
        error={error('captcha')}
        shown={{ on: settings.captcha, fill: slot({ class: 'captchaClass' }) }}
      />
      <Button type="submit" color="primary" size="large" block shape="rounded" loading={isLoading} disabled={isLoading}>
        {t(m.registerSubmitButton)}
      </Button>
      <div className="auth-links">
        <Link className="auth-link" to={PATHS.Login}>
          {t(m.registerLoginLink)}
        </Link>
      </div>
    </form>
  );
}

/**
 * /Register: every field of the platform's sign-up, starred as the site requires. Drawn by the build, the form
 * stands with the settings' slots, which the early script fills from its own read of them (registerSettings).
 */
export function RegisterScreen() {
  const drawing = useDrawingShell();
  const common = useConfigsQuery({ group: 'common' });
  return (
    <PageLayout titleId={m.registerTitleText.id} className="auth-page register-page">
      {common.isLoading && !drawing ? (
        <SkeletonBlock />
      ) : (
        <RegisterForm settings={parseRegisterSettings(configValue(common.data, 'register_setting_json'))} />
      )}
    </PageLayout>
  );
}
