import type { UploadAnswer } from '@coal/contracts';
import type { SavedUpload } from './upload.service.ts';

/** The address of a public file: RESOURCE_BASE_URL + filePath (the web joins them the same way). */
export const publicUrl = (resourceBaseUrl: string, filePath: string) => `${resourceBaseUrl.replace(/\/?$/, '/')}${filePath}`;

/** A stored file's public address, or '' when the row names no file. */
export const fileUrl = (resourceBaseUrl: string, filePath: string) => (filePath ? publicUrl(resourceBaseUrl, filePath) : '');

export function presentUpload(saved: SavedUpload, resourceBaseUrl: string): UploadAnswer {
  return {
    filePath: saved.filePath,
    url: saved.area === 'public' ? publicUrl(resourceBaseUrl, saved.filePath) : null,
    size: saved.size,
    mime: saved.mime,
    name: saved.originalName,
    ...(saved.pageCount !== undefined ? { pageCount: saved.pageCount } : {}),
  };
}
