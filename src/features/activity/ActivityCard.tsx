import { Link } from 'react-router-dom';
import { safeHttpUrl } from '@/lib/safeUrl';

type Props = { to: string; title: string; subtitle?: string | null; image?: string | null; eager?: boolean };

/** A promotion's cover in a fixed-ratio box (no shift when it loads), its title and subtitle, linking to it. */
export function ActivityCard({ to, title, subtitle, image, eager }: Props) {
  const src = image ? safeHttpUrl(image, location.href) : null;
  return (
    <li>
      <Link className="act-card" to={to}>
        <span className="act-cover" aria-hidden="true">
          {src ? (
            <img src={src} alt="" width="690" height="260" loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
        </span>
        <span className="act-card-text">
          <span className="act-card-title">{title}</span>
          {subtitle ? <span className="act-card-sub">{subtitle}</span> : null}
        </span>
      </Link>
    </li>
  );
}
