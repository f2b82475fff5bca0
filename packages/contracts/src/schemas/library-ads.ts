/** 首页广告位 (banners): GET /api/banner/getBanners and the back office's Advertising page. */
import { z } from 'zod';
import {
  filePathField,
  flagField,
  IMAGE_PATH,
  idField,
  linkField,
  optionalDateTimeField,
  optionalField,
  optionalText,
  sortField,
  withPage,
  requiredText,
} from './fields.ts';

export const AD_SLOTS = ['home-top', 'home-middle', 'home-side'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
export const AD_SLOT_NAMES: Record<AdSlot, string> = { 'home-top': '首页顶部轮播', 'home-middle': '首页中部横幅', 'home-side': '首页侧栏' };
export const adSlotField = z.enum(AD_SLOTS, { error: '广告位只能是 home-top、home-middle 或 home-side' });

/** Portal: the banners showing now (enabled, within their period), by slot, ordered. */
export const bannersQuery = z.object({ slot: optionalField(adSlotField) });
export type BannersQuery = z.output<typeof bannersQuery>;
export type BannersQueryInput = z.input<typeof bannersQuery>;

const adFields = z.object({
  slot: adSlotField,
  title: requiredText('请输入广告标题', 100),
  imagePath: filePathField(IMAGE_PATH, '请上传广告图片'),
  link: optionalField(linkField()),
  sort: sortField,
  startAt: optionalDateTimeField('开始时间格式有误'),
  endAt: optionalDateTimeField('结束时间格式有误'),
  enabled: flagField(true),
});
const periodOk = (v: { startAt?: Date; endAt?: Date }) => !v.startAt || !v.endAt || v.startAt < v.endAt;
const periodError = { error: '结束时间必须晚于开始时间', path: ['endAt'] };

export const adSaveBody = adFields.refine(periodOk, periodError);
export type AdSaveBody = z.output<typeof adSaveBody>;
export type AdSaveBodyInput = z.input<typeof adSaveBody>;
export const adUpdateBody = adFields.extend({ id: idField() }).refine(periodOk, periodError);
export type AdUpdateBody = z.output<typeof adUpdateBody>;
export type AdUpdateBodyInput = z.input<typeof adUpdateBody>;
export const adminAdListQuery = withPage(z.object({ slot: optionalField(adSlotField), title: optionalText(100) }));
export type AdminAdListQuery = z.output<typeof adminAdListQuery>;
export type AdminAdListQueryInput = z.input<typeof adminAdListQuery>;

export interface Banner {
  id: number;
  slot: AdSlot;
  title: string;
  /** Join with RESOURCE_BASE_URL (as every upload's filePath). */
  imagePath: string;
  link: string | null;
  sort: number;
}

export interface AdminAdItem extends Banner {
  slotName: string;
  startAt: string | null;
  endAt: string | null;
  enabled: boolean;
  /** enabled and within its period now */
  active: boolean;
  updatedAt: string;
}
