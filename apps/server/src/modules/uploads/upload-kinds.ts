import { MESSAGES } from '@coal/contracts';

const MB = 1024 * 1024;

/** What an upload may be: each kind has its size limit, its accepted types and its messages. */
export type UploadKind = 'image' | 'pdf' | 'video' | 'spreadsheet' | 'attachment';

/** Our own extensions: the only ones a stored name can end with. */
export type StoredExt = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'mp4' | 'webm' | 'xlsx' | 'xls' | 'csv' | 'docx' | 'pptx';

export interface UploadRule {
  maxBytes: number;
  /** Extensions accepted for this kind, as our sniffer names them. */
  accept: readonly StoredExt[];
  tooLarge: string;
  wrongType: string;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    maxBytes: 20 * MB,
    accept: ['png', 'jpg', 'gif', 'webp'],
    tooLarge: MESSAGES.imageTooLarge, // 图片大小不能超过20MB (spec §5)
    wrongType: '图片格式不支持，仅支持JPG、PNG、GIF、WEBP',
  },
  pdf: { maxBytes: 50 * MB, accept: ['pdf'], tooLarge: 'PDF文件大小不能超过50MB', wrongType: '文件格式不支持，仅支持PDF' },
  video: { maxBytes: 500 * MB, accept: ['mp4', 'webm'], tooLarge: '视频大小不能超过500MB', wrongType: '视频格式不支持，仅支持MP4、WEBM' },
  spreadsheet: {
    maxBytes: 10 * MB,
    accept: ['xlsx', 'xls', 'csv'],
    tooLarge: '导入文件大小不能超过10MB',
    wrongType: '文件格式不支持，仅支持Excel（xlsx、xls）或CSV',
  },
  attachment: {
    maxBytes: 50 * MB,
    accept: ['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpg', 'gif', 'webp'],
    tooLarge: '附件大小不能超过50MB',
    wrongType: '附件格式不支持，仅支持PDF、Word、Excel、PPT或图片',
  },
};

/** The largest file any kind accepts: the multipart plugin's global ceiling. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

export const CONTENT_TYPES: Record<StoredExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Types a browser may show in place (Content-Disposition inline); everything else downloads. */
export const INLINE_EXTS: ReadonlySet<StoredExt> = new Set(['png', 'jpg', 'gif', 'webp', 'pdf', 'mp4', 'webm']);

/** A storage key as this module makes them: `<yyyy>/<mm>/<32 hex>.<ext>`, nothing else. */
export const STORAGE_KEY = /^\d{4}\/\d{2}\/[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|mp4|webm|xlsx|xls|csv|docx|pptx)$/;

export const extOfKey = (key: string) => key.slice(key.lastIndexOf('.') + 1) as StoredExt;
