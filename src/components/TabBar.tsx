import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';

export type TabItem = { to: string; labelId: string; icon: ReactNode };

/** The bottom tab bar of the main pages. */
export function TabBar({ items, label }: { items: TabItem[]; label: string }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? 'tab-item active' : 'tab-item')}>
          <span className="tab-icon" aria-hidden="true">
            {item.icon}
          </span>
          <span className="tab-label">
            <FormattedMessage id={item.labelId} />
          </span>
        </NavLink>
      ))}
    </nav>
  );
}
