import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notLoggedIn } from '../../lib/errors.ts';
import { presentUpload, receiveUpload } from '../uploads/index.ts';

/**
 * POST /api/banner/uploadImage (spec §7): the editor's image upload, multipart field `file`.
 * Checked by content, ≤ 20 MB (图片大小不能超过20MB); the client reads data.filePath.
 * Members and staff may upload; tourists may not.
 */
export async function uploadImageRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/banner/uploadImage', { config: { longRunning: true } }, async (request) => {
    const kind = request.session?.kind;
    if (kind !== 'member' && kind !== 'staff') throw notLoggedIn();
    const saved = await receiveUpload(request, 'image');
    return ok(presentUpload(saved, app.config.resourceBaseUrl));
  });
}
