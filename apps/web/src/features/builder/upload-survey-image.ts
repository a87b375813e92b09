import type { ApiErrorBody } from "@sondar/core/errors/api-error-body";
import { uploadedImageReplySchema, type UploadedImageReply } from "@sondar/core/uploads/upload-replies";
import { ApiError } from "../../lib/api-client";

/**
 * Uploads the survey's logo or brand background; the server checks the bytes and answers its
 * code and message on refusal, which the thrown ApiError carries (an Error with `fallback` when
 * it gave none).
 */
export async function uploadSurveyImage(
  surveyId: string,
  file: File,
  purpose: "logo" | "background",
  fallback: string,
): Promise<UploadedImageReply> {
  const form = new FormData();
  form.set("file", file);
  form.set("purpose", purpose);
  const res = await fetch(`/api/surveys/${encodeURIComponent(surveyId)}/uploads`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  const body: unknown = await res.json().catch(() => null);
  const uploaded = res.ok ? uploadedImageReplySchema.safeParse(body) : null;
  if (uploaded?.success) return uploaded.data;
  const refusal = (body as Partial<ApiErrorBody> | null)?.error;
  throw refusal?.code ? new ApiError(res.status, refusal.code, refusal.message || fallback) : new Error(fallback);
}
