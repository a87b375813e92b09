import { AppError } from "../../lib/app-error";
import { multipartFieldInPrefix, readAtMost } from "../../lib/read-limited-body";
import { UPLOAD_REQUEST_LIMIT } from "./upload-request";

export interface UploadForm {
  file: File;
  purpose: string;
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
  if (overflow) throw tooLarge(multipartFieldInPrefix(bytes, "purpose"));

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
        ...(hasPurpose ? {} : { purpose: ["Say what the image is for: 'logo', 'background' or a question id"] }),
      },
    });
  }
  return { file, purpose: purpose.trim() };
}
