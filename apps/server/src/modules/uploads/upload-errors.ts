import { AppError, badRequest } from '../../lib/errors.ts';
import { UPLOAD_RULES, type UploadKind } from './upload-kinds.ts';

export const tooLarge = (kind: UploadKind) => new AppError(UPLOAD_RULES[kind].tooLarge, 413, 413);
export const wrongType = (kind: UploadKind) => new AppError(UPLOAD_RULES[kind].wrongType, 415, 415);
export const notMultipart = () => new AppError('请使用multipart/form-data格式上传文件', 415, 415);

/** Malformed multipart input is the client's fault: a 4xx in Chinese, never a 500. */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; errno?: number; code?: string };
  if (typeof e.errno === 'number' && typeof e.code === 'string' && !e.code.startsWith('FST_')) return error; // our disk: a real 500
  if (e.statusCode === 413) return new AppError('上传内容过大', 413, 413);
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  return badRequest('上传内容不完整或格式有误');
}
