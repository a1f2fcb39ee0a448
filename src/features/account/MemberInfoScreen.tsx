import '@/components/facts.css';
import './account.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { formatServerDate } from '@/lib/dates';
import { useMeQuery, useUpdateInfoMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember, type MemberState } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { loginPath, PATHS } from '@/state/paths';
import { FormField } from '@/components/FormField';
import { useFormFields } from '@/components/useFormFields';
import { SkeletonBlock } from '@/components/SkeletonBlock';
import { fieldErrorMessage } from './fieldErrors';
import { profileChanges, validateProfile, type ProfileField, type ProfileValues } from './validation';
import { AccountForm } from './AccountForm';
import { m } from './messages';

function fromMember(member: MemberState): ProfileValues {
  return { realname: member.realname, phone: member.phone, email: member.email, qq: member.qq };
}

function ProfileForm({ member }: { member: MemberState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateInfoMutation();
  const { values, set, error, accept, sendOnce } = useFormFields<ProfileField, ProfileValues>(
    () => fromMember(member),
    fieldErrorMessage,
  );
  const t = intl.formatMessage;

  const submit = () =>
    sendOnce(async () => {
      if (!accept(validateProfile(values), (f) => `profile-${f}`)) return;
      const changes = profileChanges(values, member);
      if (!Object.keys(changes).length) {
        dispatch(toastShown({ kind: 'info', messageId: m.memberInfoNothingChangedText.id }));
        return;
      }
      try {
        await update(changes).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: m.memberInfoSuccessText.id }));
      } catch {
        /* the platform's message is on screen; the form keeps what was typed */
      }
    });

  const field = (
    name: ProfileField,
    label: string,
    placeholder: string,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      id={`profile-${name}`}
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onChange={set(name)}
      error={error(name)}
      disabled={isLoading}
      {...extra}
    />
  );

  return (
    <section className="account-section" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">{t(m.memberInfoEditSection)}</h2>
      <AccountForm busy={isLoading} submitLabel={t(m.memberInfoSaveButton)} onSubmit={() => void submit()}>
        {field('realname', t(m.memberInfoRealnameLabel), t(m.memberInfoRealnamePlaceholder), { autoComplete: 'name' })}
        {field('phone', t(m.memberInfoPhoneLabel), t(m.memberInfoPhonePlaceholder), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
        })}
        {field('email', t(m.memberInfoEmailLabel), t(m.memberInfoEmailPlaceholder), {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          autoCapitalize: 'off',
        })}
        {field('qq', t(m.memberInfoQqLabel), t(m.memberInfoQqPlaceholder), {
          inputMode: 'numeric',
          autoComplete: 'off',
        })}
      </AccountForm>
    </section>
  );
}

type InfoProps = {
  label: string;
  value: string;
  unset: string;
  /** A value that may not break (an e-mail address, a phone number): data-whole. */
  whole?: 'address' | 'number';
  /** A name, shown as written whatever the page's language: data-verbatim. */
  name?: boolean;
};

function InfoRow({ label, value, unset, whole, name }: InfoProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value ? (
          <span data-whole={whole} data-verbatim={name ? 'name' : undefined}>
            {value}
          </span>
        ) : (
          <span className="info-unset">{unset}</span>
        )}
      </dd>
    </div>
  );
}

/** /Member/MemberInfo: the member's basic information and profile update; visitors are asked to log in. */
export function MemberInfoScreen() {
  const intl = useIntl();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  useMeQuery(undefined, { skip: !isLoggedIn });
  const t = intl.formatMessage;
  const unset = t(m.memberInfoNotSetText);
  if (!isLoggedIn) {
    return (
      <PageLayout titleId={m.memberInfoTitleText.id}>
        <div className="account-prompt">
          <svg viewBox="0 0 24 24" width="72" height="72" aria-hidden="true" className="account-prompt-icon">
            <path
              d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p>{t(m.memberInfoLoginPromptText)}</p>
          <Link className="btn btn-primary account-prompt-btn" to={loginPath(PATHS.MemberInfo)}>
            {t(m.memberInfoLoginButton)}
          </Link>
          <Link className="btn btn-ghost account-prompt-btn" to={PATHS.Register}>
            {t(m.memberInfoRegisterButton)}
          </Link>
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout titleId={m.memberInfoTitleText.id} fallback={PATHS.Center}>
      <section className="account-section" aria-labelledby="profile-basic-title">
        <h2 id="profile-basic-title">{t(m.memberInfoBasicSection)}</h2>
        {member ? (
          <dl className="info-list facts">
            <InfoRow label={t(m.memberInfoAccountLabel)} value={member.name} unset={unset} name />
            <InfoRow label={t(m.memberInfoRealnameLabel)} value={member.realname} unset={unset} name />
            <InfoRow label={t(m.memberInfoPhoneLabel)} value={member.phone} unset={unset} whole="number" />
            <InfoRow label={t(m.memberInfoEmailLabel)} value={member.email} unset={unset} whole="address" />
            <InfoRow label={t(m.memberInfoQqLabel)} value={member.qq} unset={unset} whole="number" />
            <InfoRow label={t(m.memberInfoLastLoginLabel)} value={formatServerDate(member.loginTime)} unset={unset} />
          </dl>
        ) : (
          <SkeletonBlock />
        )}
      </section>
      {/* The form starts from the member's values and is not reset by later refreshes of the same member. */}
      {member ? <ProfileForm key={member.id} member={member} /> : null}
    </PageLayout>
  );
}
