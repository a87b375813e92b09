import { AppError } from "../../lib/app-error";
import { UPLOAD_REQUEST_LIMIT } from "./upload-request";

export interface UploadForm {
  file: File;
  purpose: string;
}

/** Reads the body up to `limit` bytes; `overflow` says there was more. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return { bytes: Buffer.concat(chunks), overflow: true };
      }
    }
  }
  return { bytes: Buffer.concat(chunks), overflow: false };
}

/**
 * The purpose field when it came before the file, read from the raw start of a body that was
 * too large to parse; it decides which of the spec's size messages the refusal carries.
 */
function purposeInPrefix(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 64 * 1024).toString("latin1");
  return /name="purpose"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]{1,200})\r\n/.exec(head)?.[1] ?? null;
}

function tooLarge(purpose: string | null): AppError {
  if (purpose === null) return new AppError("PAYLOAD_TOO_LARGE");
  return new AppError(purpose === "logo" ? "LOGO_TOO_LARGE" : "IMAGE_TOO_LARGE");
}

/** The multipart form of an upload request (`file` and `purpose`), read under UPLOAD_REQUEST_LIMIT. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("VALIDATION_FAILED", { fields: { file: ["Send the file as multipart/form-data"] } });
  }
  const { bytes, overflow } = await readAtMost(request.body, UPLOAD_REQUEST_LIMIT);
  if (overflow) throw tooLarge(purposeInPrefix(bytes));

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("VALIDATION_FAILED", { fields: { file: ["The upload could not be read"] } });
  }
  const file = form.get("file");
  const purpose = form.get("purpose");
  const hasFile = file instanceof File;
  const hasPurpose = typeof purpose === "string" && purpose.trim() !== "";
  if (!hasFile || !hasPurpose) {
    throw new AppError("VALIDATION_FAILED", {
      fields: {
        ...(hasFile ? {} : { file: ["Choose a file to upload"] }),
        ...(hasPurpose ? {} : { purpose: ["Say what the image is for: 'logo' or a question id"] }),
      },
    });
  }
  return { file, purpose: purpose.trim() };
}
