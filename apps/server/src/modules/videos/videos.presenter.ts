import type { AdminVideoItem, VideoItem } from '@coal/contracts';
import { publicUrl } from '../uploads/upload.presenter.ts';
import type { VideoWithCategory } from './videos.repository.ts';
import { presentItemHead } from '../library/category.presenter.ts';

/** What the player loads: our upload's address, or the external address as entered. */
export const videoSource = (row: { filePath: string | null; externalUrl: string | null }, resourceBaseUrl: string) =>
  row.filePath ? publicUrl(resourceBaseUrl, row.filePath) : (row.externalUrl ?? '');

export function presentVideo(row: VideoWithCategory, resourceBaseUrl: string): VideoItem {
  return {
    ...presentItemHead(row),
    coverPath: row.coverPath,
    src: videoSource(row, resourceBaseUrl),
    sourceType: row.filePath ? 'upload' : 'external',
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminVideo(row: VideoWithCategory, resourceBaseUrl: string): AdminVideoItem {
  return {
    ...presentVideo(row, resourceBaseUrl),
    filePath: row.filePath,
    externalUrl: row.externalUrl,
    status: row.status,
    sort: row.sort,
    updatedBy: row.updatedBy,
  };
}
