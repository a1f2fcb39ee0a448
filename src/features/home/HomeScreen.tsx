import './home.css';
import { lazy, Suspense } from 'react';
import { HomeHeader } from './HomeHeader';
import { BannerCarousel } from './BannerCarousel';
import { NoticeMarquee } from './NoticeMarquee';
import { MemberCard } from './MemberCard';
import { QuickLinks } from './QuickLinks';
import { GameCategories } from './GameCategories';

// After first paint, in its own chunk; the section keeps its height so nothing below moves when it fills.
const HotLotteries = lazy(() => import('./HotLotteries').then((m) => ({ default: m.HotLotteries })));

/** The hot lotteries' card while their chunk loads: its title's line, so the card is never an empty box. */
const HOT_LOTTERIES_PENDING = (
  <div className="hot-lottery-skeleton" aria-busy="true">
    <span className="skeleton-line" />
  </div>
);

/** /Main/home: banners, notices, the member's balance or login, shortcuts and the game hall. */
export function HomeScreen() {
  return (
    <div className="home">
      <HomeHeader />
      <div className="home-hero">
        <BannerCarousel />
        <NoticeMarquee />
        <MemberCard />
      </div>
      <QuickLinks />
      <div className="hot-lottery">
        <Suspense fallback={HOT_LOTTERIES_PENDING}>
          <HotLotteries />
        </Suspense>
      </div>
      <GameCategories />
    </div>
  );
}
