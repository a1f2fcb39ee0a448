import '@/components/statusPill.css';
import '@/components/buttons.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CopyField } from '@/components/CopyField';
import { useSingleSubmit } from '@/components/useSingleSubmit';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectLocale } from '@/state/localeSlice';
import { toastShown } from '@/state/toastSlice';
import { useMeQuery } from '@/api/authApi';
import { useUpdateInviteMutation } from '@/api/teamApi';
import type { Invite } from '@/api/teamTypes';
import { inviteLinkFor } from '@/lib/inviteLink';
import { formatServerDate } from '@/lib/dates';
import { formatRate, rateHundredths } from '@/lib/teamRates';
import { QrCode } from './QrCode';
import { m } from './messages';

type Props = { invite: Invite; labels: Map<number, string>; onEdit: () => void };

/** One invite link: its rates, the PC and mobile addresses to copy, a QR code of the mobile one, open/close. */
export function InviteCard({ invite, labels, onEdit }: Props) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateInviteMutation();
  const [qr, setQr] = useState(false);
  const once = useSingleSubmit();
  const open = Number(invite.is_open) === 1;
  // The mobile link names the agent's invite code and language too, so the sign-up form it opens shows the introducer
  // and speaks the agent's language (the new member takes the agent's language on the platform).
  const lang = useAppSelector(selectLocale);
  const code = useMeQuery().data?.invite_code ?? '';
  const mobileLink = inviteLinkFor(invite.wap_invite_url, { code, lang });
  const copied = () => dispatch(toastShown({ kind: 'success', messageId: m.copiedText.id }));

  // A double tap toggles once: the answer can come back before the second touch, which would toggle back.
  const toggle = () =>
    once(async () => {
      try {
        await update({ invite_id: invite.id, is_open: open ? 0 : 1 }).unwrap();
        dispatch(toastShown({ kind: 'success', messageId: open ? m.linkClosedText.id : m.linkOpenedText.id }));
      } catch {
        /* the toast already told the member */
      }
    });

  const name = t({ id: m.linkNameText.id }, { id: invite.id });
  return (
    <article className="team-card invite-card" aria-label={name}>
      <header className="invite-head">
        <h2>{name}</h2>
        <span className={open ? 'status-pill ok' : 'status-pill bad'}>
          {t(open ? m.linkOpenStatus : m.linkClosedStatus)}
        </span>
      </header>
      <p className="team-hint">
        {t(
          { id: m.linkMetaText.id },
          { date: formatServerDate(invite.created_at).slice(0, 10), count: Number(invite.records_count) || 0 },
        )}
      </p>
      <ul className="rate-chips" aria-label={t(m.linkRatesLabel)}>
        {invite.invite_rates.map((r) => (
          <li key={r.game_type}>
            {labels.get(Number(r.game_type)) ?? r.game_type}{' '}
            <strong>{formatRate(rateHundredths(r.rate) ?? 0n)}%</strong>
          </li>
        ))}
      </ul>
      <dl className="copy-list">
        <CopyField label={t(m.linkMobileLabel)} value={mobileLink} whole="address" onCopied={copied} />
        <CopyField label={t(m.linkPcLabel)} value={invite.pc_invite_url} whole="address" onCopied={copied} />
      </dl>
      {qr ? <QrCode value={mobileLink} label={t({ id: m.linkQrAlt.id }, { id: invite.id })} /> : null}
      <div className="form-actions">
        <button type="button" className="btn btn-ghost btn-small" aria-expanded={qr} onClick={() => setQr((v) => !v)}>
          {t(qr ? m.hideQrButton : m.showQrButton)}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onEdit}>
          {t(m.editRatesButton)}
        </button>
        <button type="button" className="btn btn-ghost btn-small" disabled={isLoading} onClick={() => void toggle()}>
          {t(open ? m.closeLinkButton : m.openLinkButton)}
        </button>
      </div>
    </article>
  );
}
