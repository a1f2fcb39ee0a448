import { useIntl } from 'react-intl';
import { CopyField } from '@/components/CopyField';
import type { Payment } from '@/api/rechargeApi';
import { m } from './messages';

type Props = { payment: Payment; onCopied: () => void; onNext: () => void; onBack: () => void };

/** Where the money goes: bank payee, QR code payee or USDT address with protocol and rate; each detail copyable. */
export function PayeeDetails({ payment: p, onCopied, onNext, onBack }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const params = p.params ?? {};
  const usdt = p.type === 'company_usdt';
  return (
    <section className="recharge-card" aria-labelledby="payee-title">
      <h2 id="payee-title">
        {t(m.payeeSection)} · {p.desc || p.type_text}
      </h2>
      <dl className="copy-list">
        {usdt ? (
          <>
            <CopyField label={t(m.usdtAddressLabel)} value={p.account} whole="address" onCopied={onCopied} />
            <CopyField
              label={t(m.usdtProtocolLabel)}
              value={params.usdt_type_text ?? params.usdt_type ?? ''}
              whole="code"
              onCopied={onCopied}
            />
            <div className="copy-field">
              <dt>{t(m.usdtRateLabel)}</dt>
              <dd>
                <span className="copy-value" data-whole="number">
                  {params.usdt_rate ?? '-'}
                </span>
              </dd>
            </div>
          </>
        ) : (
          <>
            <CopyField label={t(m.payeeNameLabel)} value={p.name} name onCopied={onCopied} />
            <CopyField label={t(m.payeeAccountLabel)} value={p.account} whole="account" onCopied={onCopied} />
            {params.bank_type ? (
              <CopyField
                label={t(m.payeeBankLabel)}
                value={params.bank_type_text ?? params.bank_type}
                onCopied={onCopied}
              />
            ) : null}
            {params.bank_address ? (
              <CopyField label={t(m.payeeBranchLabel)} value={params.bank_address} onCopied={onCopied} />
            ) : null}
          </>
        )}
        {p.remark_code !== undefined ? (
          <CopyField label={t(m.remarkCodeLabel)} value={String(p.remark_code)} whole="code" onCopied={onCopied} />
        ) : null}
      </dl>
      {p.qrcode ? (
        <figure className="payee-qr">
          <img src={p.qrcode} alt={t({ id: m.payeeQrAlt.id }, { name: p.name })} width="200" height="200" />
          <figcaption>{t(m.payeeQrText)}</figcaption>
        </figure>
      ) : null}
      {p.memo ? <p className="wallet-hint">{p.memo}</p> : null}
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {t(m.backButton)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onNext}>
          {t(m.nextButton)}
        </button>
      </div>
    </section>
  );
}
