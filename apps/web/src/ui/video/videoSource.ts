/** The MIME type video.js needs for an address, guessed from its extension. */
export function videoType(src: string): string | undefined {
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (path.endsWith('.mpd')) return 'application/dash+xml';
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.ogv') || path.endsWith('.ogg')) return 'video/ogg';
  if (path.endsWith('.mp4') || path.endsWith('.m4v')) return 'video/mp4';
  return undefined;
}

export const PLAYBACK_RATES = [0.5, 1, 1.5, 2];
export const PLAYER_LANGUAGE = 'zh-CN';
export const ASPECT_RATIO = '16:9';
