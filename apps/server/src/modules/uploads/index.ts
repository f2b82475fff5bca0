/** The upload service's public API (see README.md). */
export { uploadsPlugin } from './uploads.plugin.ts';
export { readFilePart, receiveUpload, uploadLimits } from './receive.ts';
export { readForm } from './multipart-form.ts';
export { saveImageUpload, saveUpload, type SavedUpload, type SaveOptions } from './upload.service.ts';
export { fileUrl, presentUpload, publicUrl } from './upload.presenter.ts';
export { registerUploadRoute } from './upload.routes.ts';
export { sendStoredFile, contentDisposition } from './serve.ts';
export { UPLOAD_RULES, type UploadKind } from './upload-kinds.ts';
export { readWhole, type FileStorage, type UploadStorage } from './storage.ts';
