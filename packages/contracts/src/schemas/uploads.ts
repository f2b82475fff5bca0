import { z } from 'zod';
import type { AdSlot } from './library-ads.ts';

/**
 * The widths an uploaded image is also served at (`/uploads/<key>?w=<width>`, WebP to a browser
 * that takes it): the banner slots' displayed widths at 1× and 2× (the top banner 768 px
 * beside the notices, full width below 900 px; the middle one 1 200 px). A fixed list: each
 * width is drawn once and kept, so a visitor cannot make the server resize at will.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The query of GET /uploads/<key>: a download name, or a width to serve an image at. */
export const uploadFileQuery = z.object({
  name: z.unknown().optional(),
  w: z
    .enum(IMAGE_WIDTHS.map((w) => String(w)) as [string, ...string[]], { error: `图片宽度不支持，仅支持 ${IMAGE_WIDTHS.join('、')}` })
    .transform((w) => Number(w) as ImageWidth)
    .optional(),
});

/** An upload's key that is also served at the widths (PNG, JPEG, WebP; not GIF, which may move). */
const RESIZABLE_KEY = /^\d{4}\/\d{2}\/[a-f0-9]{32}\.(?:png|jpg|webp)$/;

/** The width each ad slot's image is shown at (CSS px) in the portal's layout, as `sizes`. */
const AD_SLOT_IMAGE_SIZES: Record<AdSlot, string> = {
  // Two thirds of the content (768 px measured at 1 350 px) beside the notices; the whole width below 900 px.
  'home-top': '(max-width: 900px) 100vw, 768px',
  'home-middle': '(max-width: 1232px) 100vw, 1200px',
  'home-side': '(max-width: 900px) 100vw, 390px',
};

/** `src`, `srcSet` and `sizes` of an ad slot's image; the address alone for a file not served at widths. */
export function adImageSources(key: string, url: string, slot: AdSlot): { src: string; srcSet?: string; sizes?: string } {
  if (!RESIZABLE_KEY.test(key)) return { src: url };
  return {
    // The fallback of a browser without srcset: the top banner's desktop width.
    src: `${url}?w=800`,
    srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes: AD_SLOT_IMAGE_SIZES[slot],
  };
}
