import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SITE_NAME } from '../../app/site.ts';
import { BannerCarousel } from '../../modules/home/components/BannerCarousel.tsx';
import { HomeNewsBlock, HomeNoticeBlock, HomeQuestionsBlock, HomeReportsBlock, HomeTextsBlock } from '../../modules/home/components/HomeBlocks.tsx';
import { HomePriceSlot, HomeTrendSlot } from '../../modules/home/components/HomeSlots.tsx';
import { MemberFeedBlock } from '../../modules/home/components/MemberFeedBlock.tsx';
import { HomeWatchlistSlot } from '../../modules/alerts/components/HomeWatchlistSlot.tsx';
import { QuickEntries } from '../../modules/home/components/QuickEntries.tsx';
import '../../modules/home/components/home.css';
import { seedPortalHomeFirstData } from './portalHomeFirstData.ts';

/** Shown in the top slot while no banner is active. */
function Hero() {
  return (
    <section className="coal-home-hero coal-home-hero--compact">
      <h1>{SITE_NAME}</h1>
      <p>权威煤焦价格指数 · 及时市场资讯 · 一站式交易服务</p>
    </section>
  );
}

/** /portal/Home: banners and notices, the price-index slot, news, member posts, Q&A, libraries. */
export function HomePage() {
  const client = useQueryClient();
  // Before the queries below: on a first visit they start from the answers in the page's head.
  useState(() => seedPortalHomeFirstData(client));
  return (
    <>
      <HomeWatchlistSlot />
      <div className="coal-home-top">
        <BannerCarousel slot="home-top" fallback={<Hero />} />
        <HomeNoticeBlock />
      </div>
      <QuickEntries />
      <div className="coal-home-wide">
        {/* 价格指数 — slot owned by the price pages (modules/prices/components/HomePricePanel.tsx) */}
        <HomePriceSlot />
      </div>
      <div className="coal-home-wide">
        <BannerCarousel slot="home-middle" height={100} />
      </div>
      <div className="coal-home-grid">
        <HomeNewsBlock />
        <MemberFeedBlock />
        <HomeQuestionsBlock />
        {/* 行情走势 — slot owned by the price pages (modules/market-charts/components/HomeMarketTrendChart.tsx) */}
        <HomeTrendSlot />
        <HomeReportsBlock />
        <HomeTextsBlock />
      </div>
    </>
  );
}
