import './home.css';
import { HomeHeader } from './HomeHeader';
import { BannerCarousel } from './BannerCarousel';
import { NoticeMarquee } from './NoticeMarquee';
import { MemberCard } from './MemberCard';
import { QuickLinks } from './QuickLinks';
import { GameCategories } from './GameCategories';

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
      <GameCategories />
    </div>
  );
}
