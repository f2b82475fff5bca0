import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { asUploadError, notMultipart } from './upload-errors.ts';
import { saveUpload, type SavedUpload, type SaveOptions } from './upload.service.ts';
import { UPLOAD_RULES, type UploadKind } from './upload-kinds.ts';

/** Per-call multipart limits for a kind: busboy stops reading the file past its size. */
export const uploadLimits = (kind: UploadKind) => ({ fileSize: UPLOAD_RULES[kind].maxBytes, files: 1 });

/** The request's (first) file part, read with the kind's limits; 400 when there is none. */
export async function readFilePart(request: FastifyRequest, kind: UploadKind): Promise<MultipartFile> {
  if (!request.isMultipart()) throw notMultipart();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: uploadLimits(kind) });
  } catch (error) {
    throw asUploadError(error);
  }
  if (!part) throw badRequest('请选择要上传的文件');
  return part;
}

/** Reads the request's file and stores it as `kind`: the whole upload in one call. */
export async function receiveUpload(request: FastifyRequest, kind: UploadKind, options?: SaveOptions): Promise<SavedUpload> {
  return saveUpload(request.server, await readFilePart(request, kind), kind, options);
}
