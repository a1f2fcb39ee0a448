import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBannersQuery, type Banner } from '@/api/systemApi';
import { safeHttpUrl } from '@/lib/safeUrl';

const AUTOPLAY_MS = 5000;

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
  const { data, isLoading } = useBannersQuery();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const banners = data ?? [];

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
