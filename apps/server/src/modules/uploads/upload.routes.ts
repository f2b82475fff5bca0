import { type Permission, uploadKindQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { receiveUpload } from './receive.ts';
import { presentUpload } from './upload.presenter.ts';
import type { UploadKind } from './upload-kinds.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

export interface UploadRouteOptions {
  url: string;
  permission: Permission;
  /** Kinds this call accepts (`?kind=`); the first is the default. */
  kinds: readonly [UploadKind, ...UploadKind[]];
  /** Kinds stored in the private area (never served at /uploads/*). */
  privateKinds?: readonly UploadKind[];
}

/**
 * A back-office upload call: multipart field `file`, `?kind=` among the allowed kinds.
 * Answers `UploadAnswer` (`data.filePath`); audited like every back-office write.
 */
export function registerUploadRoute(app: FastifyInstance, options: UploadRouteOptions): void {
  app.post(options.url, staffRoute(options.permission, '上传文件', { longRunning: true }), async (request) => {
    const kind = parse(uploadKindQuery, request.query).kind ?? options.kinds[0];
    if (!options.kinds.includes(kind)) throw badRequest(`此处只能上传${options.kinds.join('、')}类型的文件`);
    const saved = await receiveUpload(request, kind, { area: options.privateKinds?.includes(kind) ? 'private' : 'public' });
    request.auditTarget = saved.filePath;
    return ok(presentUpload(saved, app.config.resourceBaseUrl), '上传成功');
  });
}
