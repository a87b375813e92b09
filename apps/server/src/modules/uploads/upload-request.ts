/**
 * Largest upload request we read: a logo just under 2MB plus the multipart framing. The
 * global 1 MB JSON limit does not apply to this route (see app.ts).
 */
export const UPLOAD_REQUEST_LIMIT = 2.5 * 1024 * 1024;

/** True for the image upload route, which reads its body itself under UPLOAD_REQUEST_LIMIT. */
export function isUploadRequest(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/surveys\/[^/]+\/uploads$/.test(path);
}
