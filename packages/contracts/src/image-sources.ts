/**
 * The addresses of an uploaded image at the widths the server draws it (`/uploads/<key>?w=`,
 * apps/server/src/modules/uploads/image-variant.ts). Without zod: the portal's first screen
 * imports it (BannerImage), and zod's eval probe is a CSP violation there.
 */
import type { AdSlot } from './schemas/library-ads.ts';

/**
 * The widths an uploaded image is also served at (`/uploads/<key>?w=<width>`, WebP to a browser
 * that takes it): the ad slots' drawn widths at 1× and 2× (AD_SLOT_DRAWN_WIDTH below), and
 * steps between. A fixed list: each width is drawn once and kept, so a visitor cannot make the
 * server resize at will.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An upload's key that is also served at the widths (PNG, JPEG, WebP; not GIF, which may move). */
export const RESIZABLE_IMAGE_KEY = /^\d{4}\/\d{2}\/[a-f0-9]{32}\.(?:png|jpg|webp)$/;

/**
 * The widest each ad slot's image is drawn (CSS px): its `sizes`, and the fallback `src`. The
 * images fill boxes of a fixed height with `object-fit: cover`, so a wide banner is drawn wider
 * than its box: the top one (300 px high, 768 px wide beside the notices) draws a 1200 × 360
 * banner 1 000 px wide, a 4:1 one 1 200 px. Sized by its box, the browser picked the 800 px
 * file and stretched it.
 */
const AD_SLOT_DRAWN_WIDTH: Record<AdSlot, ImageWidth> = {
  'home-top': 1200,
  'home-middle': 1200,
  'home-side': 400,
};

/**
 * The size an ad slot's image is made at (px): what the back office recommends. The home's
 * top banner is shown at its proportions, whole, so the words drawn into it are never cut.
 */
export const AD_SLOT_SIZES: Record<AdSlot, readonly [width: number, height: number]> = {
  'home-top': [1200, 400],
  'home-middle': [1200, 100],
  'home-side': [300, 180],
};

/** `src`, `srcSet` and `sizes` of an ad slot's image; the address alone for a file not served at widths. */
export function adImageSources(key: string, url: string, slot: AdSlot): { src: string; srcSet?: string; sizes?: string } {
  if (!RESIZABLE_IMAGE_KEY.test(key)) return { src: url };
  const width = AD_SLOT_DRAWN_WIDTH[slot];
  return {
    src: `${url}?w=${width}`,
    srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes: `${width}px`,
  };
}
