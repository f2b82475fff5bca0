import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { BannerCarousel } from '../../modules/home/components/BannerCarousel.tsx';
import { HomeNoticeBlock, HomeQuestionsBlock, HomeReportsBlock } from '../../modules/home/components/HomeBlocks.tsx';
import { HomePriceSlot, HomeTrendSlot } from '../../modules/home/components/HomeSlots.tsx';
import { MemberFeedBlock } from '../../modules/home/components/MemberFeedBlock.tsx';
import '../../modules/home/components/home.css';

/**
 * /portalCopy/HomeCopy: the alternate home layout — market first (prices and trend side by
 * side), then the community ranked by engagement, with the side column of hot reads.
 */
export function HomeCopyPage() {
  return (
    <>
      <div className="coal-home-top">
        <HomePriceSlot />
        <HomeTrendSlot />
      </div>
      <div className="coal-home-wide">
        <BannerCarousel slot="home-middle" height={100} />
      </div>
      <div className="coal-home-top">
        <MemberFeedBlock ranked />
        <div className="coal-home-aside">
          <BannerCarousel slot="home-side" height={180} />
          <HomeNoticeBlock />
          <HotArticlesCard title="热门阅读" />
        </div>
      </div>
      <div className="coal-home-grid">
        <HomeQuestionsBlock />
        <HomeReportsBlock />
      </div>
    </>
  );
}
