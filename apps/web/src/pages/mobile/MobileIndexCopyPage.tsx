import { useState } from 'react';
import { Image, Swiper, Tabs } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { siteHref } from '../../lib/links.ts';
import { resourceUrl } from '../../lib/runtime-config.ts';
import { trackClick } from '../../modules/analytics/tracker.ts';
import { MobileFeed } from '../../modules/mobile-content/MobileFeed.tsx';
import { MOBILE_NOTICE_ENTRIES, MOBILE_PRICE_ENTRIES } from '@coal/contracts/mobile-entries';
import { useBannersQuery } from '../../modules/site/hooks/useSiteQueries.ts';

/** /mobile/indexCopy: the alternate mobile home — banners, quick entries, tabbed feeds. */
export function MobileIndexCopyPage() {
  const navigate = useAppNavigate();
  const banners = useBannersQuery('home-top');
  const [tab, setTab] = useState('notices');
  return (
    <>
      {banners.data?.length ? (
        <Swiper autoplay loop style={{ borderRadius: 8, marginBottom: 12 }}>
          {banners.data.map((b) => (
            <Swiper.Item key={b.id}>
              {b.link ? (
                <a href={siteHref(b.link)} onClick={() => trackClick('click_banner', { label: b.title, url: siteHref(b.link!) })}>
                  <Image src={resourceUrl(b.imagePath)} alt={b.title} fit="cover" height={140} />
                </a>
              ) : (
                <Image src={resourceUrl(b.imagePath)} alt={b.title} fit="cover" height={140} />
              )}
            </Swiper.Item>
          ))}
        </Swiper>
      ) : null}
      <div className="coal-m-chips">
        {[...MOBILE_NOTICE_ENTRIES, ...MOBILE_PRICE_ENTRIES].map((entry) => (
          <button key={entry.to} type="button" className="coal-mobile__entry" onClick={() => navigate(entry.to)}>
            {entry.title}
          </button>
        ))}
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="notices" title="公告">
          <MobileFeed name="topNotices" />
        </Tabs.Tab>
        <Tabs.Tab key="posts" title="会员动态">
          <MobileFeed name="dynamic" />
        </Tabs.Tab>
        <Tabs.Tab key="hot" title="热门">
          <MobileFeed name="hot" />
        </Tabs.Tab>
      </Tabs>
    </>
  );
}
