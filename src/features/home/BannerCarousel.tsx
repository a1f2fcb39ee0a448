import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBannersQuery, type Banner } from '@/api/systemApi';
import { releaseEarlyShell } from '@/components/earlyShell';
import { safeHttpUrl } from '@/lib/safeUrl';
import { useHomeSnapshot } from './useHomeSnapshot';

const AUTOPLAY_MS = 5000;
/** How long home waits for its banners before taking the early shell away anyway. */
const SHELL_WAIT_MS = 2500;

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const src = safeHttpUrl(banner.url, location.href);
  const img = src ? (
    <img
      src={src}
      alt={banner.title}
      width="750"
      height="300"
      loading={index === 0 ? 'eager' : 'lazy'}
      decoding="async"
      {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
    />
  ) : (
    <span className="banner-text">{banner.title}</span>
  );
  const link = banner.jump_link ? safeHttpUrl(banner.jump_link, location.href) : null;
  if (!link) return <div className="banner-slide">{img}</div>;
  return (
    <a
      className="banner-slide"
      href={link}
      target={banner.is_new_window ? '_blank' : undefined}
      rel="noopener noreferrer"
    >
      {img}
    </a>
  );
}

/** The home banners (group mobile1), swipeable, advancing by themselves unless reduced motion is asked. */
export function BannerCarousel() {
  const intl = useIntl();
  const { data, isLoading: loading } = useBannersQuery();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // While the fresh list loads, a member who comes back sees the last one (banners carry no money).
  const snapshot = useHomeSnapshot('banners', data);
  const banners: Banner[] = data ?? (loading ? (snapshot?.banners ?? []) : []);
  const isLoading = loading && banners.length === 0;

  // The early shell shows the first banner (or its skeleton) in this very box: it goes once this screen
  // shows the same, so nothing flashes or moves.
  useLayoutEffect(() => {
    if (!isLoading) return releaseEarlyShell();
    // A slow answer does not keep the rest of home hidden: the screen's own skeleton takes over.
    const timer = window.setTimeout(releaseEarlyShell, SHELL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading]);

  useEffect(() => {
    const el = track.current;
    if (!el || banners.length < 2) return;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = reduced
      ? undefined
      : window.setInterval(() => {
          const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % banners.length;
          el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
        }, AUTOPLAY_MS);
    return () => {
      el.removeEventListener('scroll', onScroll);
      if (timer) window.clearInterval(timer);
    };
  }, [banners.length]);

  if (isLoading) return <div className="banner skeleton" aria-hidden="true" />;
  if (!banners.length) return null;
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'home.home.bannersLabel' })}
    >
      <div className="banner-track" ref={track}>
        {banners.map((b, i) => (
          <BannerSlide key={`${b.url}-${i}`} banner={b} index={i} />
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={`${b.url}-${i}`} className={i === active ? 'dot active' : 'dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
