import type { AdSlot } from '@coal/contracts';
import { Carousel, Skeleton } from 'antd';
import { isExternalLink, siteHref } from '../../../lib/links.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { trackClick } from '../../analytics/tracker.ts';
import { useBannersQuery } from '../../site/hooks/useSiteQueries.ts';

export interface BannerCarouselProps {
  slot: AdSlot;
  height: number;
  /** Shown when the slot has no banner now. */
  fallback?: React.ReactNode;
}

/** The banners of an ad slot (enabled and within their period, by order), as a carousel. */
export function BannerCarousel({ slot, height, fallback = null }: BannerCarouselProps) {
  const banners = useBannersQuery(slot);
  if (banners.isLoading) return <Skeleton.Node active style={{ width: '100%', height }} />;
  const list = banners.data ?? [];
  if (!list.length) return <>{fallback}</>;
  return (
    <Carousel autoplay={list.length > 1} autoplaySpeed={5000} className="coal-banner" dots={list.length > 1}>
      {list.map((banner) => {
        const image = <img src={resourceUrl(banner.imagePath)} alt={banner.title} style={{ height }} className="coal-banner__image" />;
        const external = banner.link ? isExternalLink(banner.link) : false;
        return (
          <div key={banner.id}>
            {banner.link ? (
              <a
                href={siteHref(banner.link)}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer' : undefined}
                title={banner.title}
                // The top slot is the home banner; the other slots are ad places.
                onClick={() => trackClick(slot === 'home-top' ? 'click_banner' : 'click_ad', { label: banner.title, url: siteHref(banner.link!) })}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
    </Carousel>
  );
}
