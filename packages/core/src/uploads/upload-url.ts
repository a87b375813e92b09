const UPLOAD_PATH = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a logo or question image was refused: it is no image uploaded to us. */
export const UPLOAD_URL_MESSAGE = "Only uploaded images are allowed, not links to other sites";

/** The address of an upload: served by us at /uploads/<id>, on whatever host the page is on. */
export function uploadUrl(uploadId: string): string {
  return `/uploads/${uploadId}`;
}

/**
 * Whether `value` is one of our uploads: exactly `/uploads/<uuid>`, relative to our own site.
 * Anything else (another site's address, `data:`, `javascript:`, a path elsewhere on our site) is
 * refused on save and dropped on read, so a survey never makes a respondent's browser fetch
 * from somewhere else (docs/decisions/047-own-images-only.md). No zod here: the respondent page
 * checks addresses with it and carries no schema library.
 */
export function isUploadUrl(value: unknown): value is string {
  return typeof value === "string" && UPLOAD_PATH.test(value);
}
