import type { AdSlot, Banner } from '@coal/contracts';
import { Carousel } from 'antd';
import { BannerImage } from './BannerImage.tsx';

/** Several banners of a slot in antd's Carousel (autoplay, dots). */
export function BannerSlides({ banners, slot, height }: { banners: Banner[]; slot: AdSlot; height: number }) {
  return (
    <Carousel autoplay autoplaySpeed={5000} className="coal-banner" dots>
      {banners.map((banner) => (
        <div key={banner.id}>
          <BannerImage banner={banner} slot={slot} height={height} />
        </div>
      ))}
    </Carousel>
  );
}
