import { lazy, Suspense } from 'react';
import type { AdSlot } from '@coal/contracts';
import { AD_SLOT_SIZES } from '@coal/contracts/image-sources';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { useBannersQuery } from '../../site/hooks/useSiteQueries.ts';
import { BannerImage } from './BannerImage.tsx';

// The carousel code (react-slick) downloads only for a slot with several banners, after the
// first banner is already shown in its place.
const BannerSlides = lazy(() => import('./BannerSlides.tsx').then((m) => ({ default: m.BannerSlides })));

export interface BannerCarouselProps {
  slot: AdSlot;
  /** A fixed height; without one the banners keep the slot's proportions (AD_SLOT_SIZES), whole. */
  height?: number;
  /** Shown when the slot has no banner now. */
  fallback?: React.ReactNode;
}

/** The banners of an ad slot (enabled and within their period, by order), as a carousel. */
export function BannerCarousel({ slot, height, fallback = null }: BannerCarouselProps) {
  const banners = useBannersQuery(slot);
  if (banners.isLoading) return height === undefined ? <LineSkeleton aspectRatio={AD_SLOT_SIZES[slot].join(' / ')} /> : <LineSkeleton height={height} />;
  const list = banners.data ?? [];
  if (!list.length) return <>{fallback}</>;
  const first = (
    <div className="coal-banner">
      <BannerImage banner={list[0]!} slot={slot} height={height} />
    </div>
  );
  if (list.length === 1) return first;
  return (
    <Suspense fallback={first}>
      <BannerSlides banners={list} slot={slot} height={height} />
    </Suspense>
  );
}
