import type { MultipartFile } from '@fastify/multipart';
import { ENCRYPTED_REQUEST_FIELD } from '@coal/contracts';
import { decryptJson } from '@coal/contracts/cipher';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { asUploadError } from './upload-errors.ts';
import { uploadLimits } from './receive.ts';
import { NUL_MESSAGE } from '../../lib/reject-nul.ts';

export interface FormOptions<T> {
  /** Names of the file fields read (the first file found is handled; others refused). */
  fileFields: string[];
  /** Stores or reads the file; must consume `part.file`. */
  onFile: (part: MultipartFile) => Promise<T>;
  /** Removes a stored file when the rest of the form turns out bad. */
  onDiscard?: (file: T) => Promise<void>;
  /** Longest text field (bytes); the editor's HTML can be long. */
  fieldSize?: number;
}

export interface ReadForm<T> {
  /** Strings from a form; a JSON body's values as sent, for the schema to judge their types. */
  fields: Record<string, unknown>;
  file: T | null;
}

/**
 * Reads a form that may carry one file: multipart (fields and the file in any order), or a
 * plain url-encoded body when there is no file. A `$kw` field is opened like the cipher
 * plugin opens it for other bodies (spec §7 parameter encryption).
 */
export async function readForm<T>(request: FastifyRequest, options: FormOptions<T>): Promise<ReadForm<T>> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    // Not flattened to strings: `{"title":true}` would become "true" and `{"draft":{}}` vanish
    // (a missing draft flag means "submit"). The schema's field kit refuses wrong types.
    return { fields: { ...body }, file: null };
  }
  const fields: Record<string, string> = {};
  let file: T | null = null;
  try {
    const limits = { ...uploadLimits('image'), fieldSize: options.fieldSize ?? 64 * 1024, fields: 30 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (file !== null || !options.fileFields.includes(part.fieldname)) {
          part.file.resume();
          if (file !== null) throw badRequest('只能上传一个文件');
          continue;
        }
        file = await options.onFile(part);
      } else {
        if (part.valueTruncated) throw badRequest('内容过长');
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
    return { fields: checked(opened(request, fields)), file };
  } catch (error) {
    if (file !== null) await options.onDiscard?.(file);
    throw asUploadError(error);
  }
}

/** The fields, or what a `$kw` field among them seals. */
function opened(request: FastifyRequest, fields: Record<string, string>): Record<string, unknown> {
  const sealed = fields[ENCRYPTED_REQUEST_FIELD];
  if (sealed === undefined) return fields;
  const open = decryptJson<Record<string, unknown>>(sealed);
  if (!open || typeof open !== 'object' || Array.isArray(open)) throw badRequest('加密参数无法解析');
  request.encrypted = true;
  return { ...open };
}

function checked(fields: Record<string, unknown>): Record<string, unknown> {
  if (Object.values(fields).some((v) => typeof v === 'string' && v.includes('\u0000'))) throw badRequest(NUL_MESSAGE);
  return fields;
}
