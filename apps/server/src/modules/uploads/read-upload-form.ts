import { AppError } from "../../lib/app-error";
import { multipartFieldInPrefix } from "../../lib/read-limited-body";
import { readMultipartForm } from "../../lib/read-multipart-form";
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
  const form = await readMultipartForm(request, UPLOAD_REQUEST_LIMIT, (prefix) =>
    tooLarge(multipartFieldInPrefix(prefix, "purpose")),
  );
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
