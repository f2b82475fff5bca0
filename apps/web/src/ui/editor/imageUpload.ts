/**
 * Editor image upload (spec §3, §5, §7): POST /api/banner/uploadImage, multipart field
 * `file`, answer data.filePath joined with the resource base address. Files over 20 MB are
 * refused before anything is sent.
 */
import { http, unwrap } from '../../lib/http/index.ts';
import { notifier } from '../../lib/http/notifier.ts';
import { resourceUrl } from '../../lib/runtime-config.ts';
import { checkImageFile } from './editorConfig.ts';

export const EDITOR_UPLOAD_URL = '/api/banner/uploadImage';

/** Uploads one image and resolves to its address. */
export type ImageUploader = (file: File) => Promise<string>;

export const uploadEditorImage: ImageUploader = async (file) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = unwrap(await http.upload<{ filePath: string }>(EDITOR_UPLOAD_URL, form));
  return resourceUrl(data.filePath);
};

/**
 * Checks then uploads; a refused file shows the message and resolves to null (as does a
 * failed upload, whose message the HTTP layer or this function has shown).
 */
export async function uploadCheckedImage(file: File, upload: ImageUploader = uploadEditorImage): Promise<string | null> {
  const refusal = checkImageFile(file);
  if (refusal) {
    notifier.error(refusal);
    return null;
  }
  try {
    return await upload(file);
  } catch (error) {
    if (error instanceof Error && !('notified' in error && error.notified)) notifier.error(error.message);
    return null;
  }
}

/** The image files among pasted or dropped data. */
export function imageFilesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  return Array.from(data.files).filter((file) => file.type.startsWith('image/'));
}
