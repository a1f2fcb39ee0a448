import './balanceFigures.css';
import { Money } from './Money';

export type BalanceFigure = {
  /** The wallet's field name (money, fs_money, ml_money), kept on the row for tests and support. */
  wallet: string;
  label: string;
  value: unknown;
  /** Not known yet: a placeholder stands in for the figure. */
  pending?: boolean;
};

type Props = {
  figures: BalanceFigure[];
  /** Drawn on the brand gradient rather than on a plain page. */
  onBrand?: boolean;
  className?: string;
};

/** The member's balances side by side, each under its name, through the one money formatter. */
export function BalanceFigures({ figures, onBrand, className }: Props) {
  const classes = ['balance-figures', onBrand ? 'balance-figures-on-brand' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <dl className={classes}>
      {figures.map((f) => (
        <div key={f.wallet} className="balance-figure" data-wallet={f.wallet}>
          <dt>{f.label}</dt>
          <dd>
            {f.pending ? (
              <span className="skeleton skeleton-text balance-skeleton" aria-hidden="true" />
            ) : (
              <Money value={f.value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
