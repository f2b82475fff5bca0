import { MESSAGES, type VideoPlaybackCheck } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm']);

/**
 * The /uploads/ path of an address when it names one of our own uploads (an in-site
 * /uploads/ path, or under RESOURCE_BASE_URL); null for anything else.
 */
export function ownUploadPath(address: string, resourceBaseUrl: string): string | null {
  const base = resourceBaseUrl.replace(/\/?$/, '/');
  let rest: string | null = null;
  if (address.startsWith('/uploads/')) rest = address.slice('/uploads/'.length);
  else if (address.startsWith(base)) rest = address.slice(base.length);
  if (rest === null) return null;
  rest = rest.split(/[?#]/)[0]!;
  return /^[\w./-]*$/.test(rest) && !rest.includes('..') ? `/uploads/${rest}` : '/uploads/invalid';
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Whether a video will play: a HEAD request to our own /uploads/ route (in process, no
 * network) reports its status, type and size. Outside addresses are never fetched by the
 * server (no requests to arbitrary hosts); the editor tries them in the browser.
 */
export async function checkPlayback(app: FastifyInstance, address: string): Promise<VideoPlaybackCheck> {
  const path = ownUploadPath(address, app.config.resourceBaseUrl);
  if (!path) {
    return { checked: false, playable: null, status: null, contentType: null, size: null, message: '外部地址不在本站，服务器不访问外部地址，请在浏览器中试播' };
  }
  const res = await app.inject({ method: 'HEAD', url: path });
  const contentType = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null;
  const size = res.headers['content-length'] !== undefined ? Number(res.headers['content-length']) : null;
  const base = { checked: true, status: res.statusCode, contentType, size };
  if (res.statusCode === 404) return { ...base, playable: false, message: `视频文件不存在。${MESSAGES.videoUnsupported}` };
  if (res.statusCode !== 200) return { ...base, playable: false, message: `视频地址无法访问（${res.statusCode}）。${MESSAGES.videoUnsupported}` };
  if (!contentType || !VIDEO_TYPES.has(contentType))
    return { ...base, playable: false, message: `文件不是可播放的视频（${contentType ?? '未知类型'}）。${MESSAGES.videoUnsupported}` };
  return { ...base, playable: true, message: `可以播放（${contentType}，${megabytes(size ?? 0)}）` };
}
