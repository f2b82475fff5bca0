import { CONTENT_MAX } from '@coal/contracts';

/** Bytes a multipart field may take: the editor's HTML in UTF-8 (3 bytes per Chinese character). */
export const CONTENT_FIELD_BYTES = CONTENT_MAX * 3;
/** A url-encoded form carrying such HTML (a Chinese character is 9 bytes there: %XX%XX%XX). */
export const FORM_BODY_LIMIT = CONTENT_MAX * 9 + 64 * 1024;
