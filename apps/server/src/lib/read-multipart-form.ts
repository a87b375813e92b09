import { AppError } from "./app-error";
import { readAtMost } from "./read-limited-body";

/**
 * Reads a request's multipart form under `limit` bytes. A body past the limit is never parsed:
 * `onOverflow` gets the bytes read so far (the fields sent before the file can name the right
 * limit) and returns the error to throw. A body that is no multipart form is VALIDATION_FAILED.
 */
export async function readMultipartForm(
  request: Request,
  limit: number,
  onOverflow: (prefix: Buffer) => AppError,
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("VALIDATION_FAILED", { fields: { file: ["Send the file as multipart/form-data"] } });
  }
  const { bytes, overflow } = await readAtMost(request.body, limit);
  if (overflow) throw onOverflow(bytes);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("VALIDATION_FAILED", { fields: { file: ["The upload could not be read"] } });
  }
}
