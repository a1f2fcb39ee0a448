import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { CopyField } from '@/components/CopyField';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { QrCode } from './QrCode';
import { m } from './messages';

/** The site's own sign-up link: anyone may share it; only an agent's links bring members into a team. */
const registerLink = () => `${window.location.origin}${window.location.pathname}#${PATHS.Register}`;

/** What a member who is not an agent (demo players included) sees: the link to share and how to become an agent. */
export function ShareView() {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const link = registerLink();
  const copied = () => dispatch(toastShown({ kind: 'success', messageId: m.copiedText.id }));
  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <section className="team-card" aria-labelledby="share-title">
        <h2 id="share-title">{t(m.shareTitle)}</h2>
        <p className="team-hint">{t(m.shareText)}</p>
        <dl className="copy-list">
          <CopyField label={t(m.shareLinkLabel)} value={link} whole="address" onCopied={copied} />
        </dl>
        <QrCode value={link} label={t(m.shareQrAlt)} />
      </section>
      <section className="team-card" aria-labelledby="become-title">
        <h2 id="become-title">{t(m.becomeTitle)}</h2>
        <ol className="team-steps">
          <li>{t(m.becomeStepOneText)}</li>
          <li>{t(m.becomeStepTwoText)}</li>
          <li>{t(m.becomeStepThreeText)}</li>
        </ol>
      </section>
    </PageLayout>
  );
}
