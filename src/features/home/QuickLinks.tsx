import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/state/paths';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const LINKS = [
  { to: PATHS.Recharge, labelId: 'home.home.rechargeLink', icon: icon('M3 7h18v12H3zM3 11h18M12 14v3M10.5 15.5h3') },
  { to: PATHS.ApplyDrawing, labelId: 'home.home.withdrawLink', icon: icon('M4 6h16v9H4zM12 9v9M9 15l3 3 3-3') },
  { to: PATHS.Transfer, labelId: 'home.home.transferLink', icon: icon('M4 8h14l-3-3M20 16H6l3 3') },
  {
    to: PATHS.Wheel,
    labelId: 'home.home.wheelLink',
    icon: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4'),
  },
  {
    to: PATHS.Center,
    labelId: 'home.home.centerLink',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6'),
  },
];

/** Shortcuts to the money screens and the member centre (their guards decide who may enter). */
export function QuickLinks() {
  return (
    <nav className="quick-links" style={{ gridTemplateColumns: `repeat(${LINKS.length}, minmax(0, 1fr))` }}>
      {LINKS.map((l) => (
        <Link key={l.to} className="quick-link" to={l.to}>
          <span className="quick-icon">{l.icon}</span>
          <span>
            <FormattedMessage id={l.labelId} />
          </span>
        </Link>
      ))}
    </nav>
  );
}
