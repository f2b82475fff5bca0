import type { AdSlot, Banner } from '@coal/contracts';
import { AD_SLOT_SIZES, adImageSources } from '@coal/contracts/image-sources';
import { isExternalLink, siteHref } from '../../../lib/links.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { trackClick } from '../../analytics/tracker.ts';

export interface BannerImageProps {
  banner: Banner;
  slot: AdSlot;
  /** A fixed height, the image covering it; without one the box has the slot's proportions and shows the image whole. */
  height?: number;
}

/** One banner: its image (fixed height, so nothing moves when it loads), linked when it has a link. */
export function BannerImage({ banner, slot, height }: BannerImageProps) {
  // At the width it is shown at, WebP where the browser takes it (the server draws the widths).
  const { src, srcSet, sizes } = adImageSources(banner.imagePath, resourceUrl(banner.imagePath), slot);
  const [width, slotHeight] = AD_SLOT_SIZES[slot];
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={banner.title}
      width={width}
      height={height ?? slotHeight}
      style={height === undefined ? { aspectRatio: `${width} / ${slotHeight}`, height: 'auto', objectFit: 'contain' } : { height }}
      className="coal-banner__image"
    />
  );
  if (!banner.link) return image;
  const external = isExternalLink(banner.link);
  return (
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
  );
}
