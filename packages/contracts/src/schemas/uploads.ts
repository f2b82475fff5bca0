import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../image-sources.ts';
import { optionalText } from './fields.ts';

/** The query of GET /uploads/<key>: a download name, or a width to serve an image at. */
export const uploadFileQuery = z.object({
  // The title an attachment downloads under (the server cuts it to 120 characters).
  name: optionalText(500),
  w: z
    .enum(IMAGE_WIDTHS.map((w) => String(w)) as [string, ...string[]], { error: `图片宽度不支持，仅支持 ${IMAGE_WIDTHS.join('、')}` })
    .transform((w) => Number(w) as ImageWidth)
    .optional(),
});
