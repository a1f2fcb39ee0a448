import './balanceFigures.css';
import { useMoneyText } from './Money';

export type BalanceFigure = {
  /** The wallet's field name (money, fs_money, ml_money), kept on the row for tests and support. */
  wallet: string;
  label: string;
  value: unknown;
  /** Not known yet: a placeholder stands in for the figure. */
  pending?: boolean;
  /**
   * The figure's slot, as the screen built it with its typed `slot` (lib/fillSlots slotsFor), when the screen's copy
   * drawn before the app starts may be given it from the member's info (state/memberFigures), which is then the
   * figure's only source.
   */
  fill?: Record<string, string>;
};

type Props = {
  figures: BalanceFigure[];
  /** Drawn on the brand gradient rather than on a plain page. */
  onBrand?: boolean;
  className?: string;
};

/** The member's balances side by side, each under its name, through the one money formatter. */
export function BalanceFigures({ figures, onBrand, className }: Props) {
  const money = useMoneyText();
  const classes = ['balance-figures', onBrand ? 'balance-figures-on-brand' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <dl className={classes}>
      {figures.map((f) => (
        <div key={f.wallet} className="balance-figure" data-wallet={f.wallet}>
          <dt>{f.label}</dt>
          <dd>
            <span className="money" data-whole="amount" {...f.fill}>
              {f.pending ? (
                <span className="skeleton skeleton-text balance-skeleton" aria-hidden="true" />
              ) : (
                money(f.value)
              )}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
