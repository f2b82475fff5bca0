/** Video calls: portal list/detail and the back office's VideoManagement. */
import { z } from 'zod';
import { sortShape, VIDEO_LIST_SORTS } from './list-sort.ts';
import {
  filePathField,
  IMAGE_PATH,
  idField,
  linkField,
  optionalField,
  optionalIdField,
  optionalText,
  sortField,
  VIDEO_PATH,
  withPage,
  requiredText,
  numberField,
} from './fields.ts';
import { type LibraryStatus, libraryStatusField } from './library-common.ts';

export const videoListQuery = withPage(z.object({ title: optionalText(100), categoryId: optionalIdField() }));
export type VideoListQuery = z.output<typeof videoListQuery>;
export type VideoListQueryInput = z.input<typeof videoListQuery>;

const videoFields = z.object({
  categoryId: optionalIdField(),
  title: requiredText('请输入视频标题', 200),
  summary: optionalText(1000),
  coverPath: optionalField(filePathField(IMAGE_PATH, '封面图片有误，请重新上传')),
  /** An uploaded video … */
  filePath: optionalField(filePathField(VIDEO_PATH, '视频文件有误，请重新上传')),
  /** … or an external address (http/https, or a path on this site). */
  externalUrl: optionalField(linkField('视频地址须为 http(s) 地址或以 / 开头的站内路径')),
  durationSeconds: optionalField(numberField('时长须为整数秒', (n) => n.int({ error: '时长须为整数秒' }).min(0).max(86_400, { error: '时长不能超过24小时' }))),
  status: libraryStatusField.default('draft'),
  sort: sortField,
});

const oneSource = (v: { filePath?: string; externalUrl?: string }) => !!v.filePath !== !!v.externalUrl;
const oneSourceError = { error: '请上传视频文件或填写视频地址（二选一）', path: ['filePath'] };

export const videoSaveBody = videoFields.refine(oneSource, oneSourceError);
export type VideoSaveBody = z.output<typeof videoSaveBody>;
export type VideoSaveBodyInput = z.input<typeof videoSaveBody>;
export const videoUpdateBody = videoFields.extend({ id: idField() }).refine(oneSource, oneSourceError);
export type VideoUpdateBody = z.output<typeof videoUpdateBody>;
export type VideoUpdateBodyInput = z.input<typeof videoUpdateBody>;
/** Playback check of a saved video (`id`) or of an address before saving (`address`). */
export const videoCheckQuery = z
  .object({ id: optionalIdField(), address: optionalField(linkField('视频地址须为 http(s) 地址或以 / 开头的站内路径')) })
  .refine((v) => !!v.id !== !!v.address, { error: '请指定视频编号或视频地址（二选一）', path: ['id'] });
export type VideoCheckQuery = z.output<typeof videoCheckQuery>;
export type VideoCheckQueryInput = z.input<typeof videoCheckQuery>;

export const adminVideoListQuery = withPage(
  z.object({ title: optionalText(100), categoryId: optionalIdField(), status: optionalField(libraryStatusField), ...sortShape(VIDEO_LIST_SORTS) }),
);
export type AdminVideoListQuery = z.output<typeof adminVideoListQuery>;
export type AdminVideoListQueryInput = z.input<typeof adminVideoListQuery>;

export interface VideoItem {
  id: number;
  categoryId: number | null;
  categoryName: string;
  title: string;
  summary: string;
  coverPath: string | null;
  /** What the player loads: RESOURCE_BASE_URL + filePath for uploads, else the external address. */
  src: string;
  sourceType: 'upload' | 'external';
  durationSeconds: number | null;
  viewCount: number;
  updatedAt: string;
}

export interface AdminVideoItem extends VideoItem {
  filePath: string | null;
  externalUrl: string | null;
  status: LibraryStatus;
  sort: number;
  updatedBy: string;
}

/** Playback check: only our own uploads are requested (HEAD); outside addresses are not fetched. */
export interface VideoPlaybackCheck {
  checked: boolean;
  playable: boolean | null;
  status: number | null;
  contentType: string | null;
  size: number | null;
  message: string;
}
