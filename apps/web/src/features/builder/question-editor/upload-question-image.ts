import { noContentSchema } from "@sondar/core/http/no-content";
import { questionImageSchema } from "@sondar/core/surveys/question-schema";
import { MAX_QUESTION_IMAGES } from "@sondar/core/uploads/question-image-limit";
import { apiFetch } from "../../../lib/api-client";
import type { QuestionImage } from "./types";

export const MAX_IMAGE_BYTES = 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg"] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

export type ImageRejection = "type" | "size" | "max";

/**
 * The client-side image checks (docs/product/surveys-and-questions.md#images-and-logo), before
 * anything is sent: type and size per file, then as many of the remaining files as still fit under the
 * 6-image limit. `limitedTo` is the number that fit when some valid files did not.
 */
export function planImageUpload(
  files: readonly File[],
  existingCount: number,
): { accepted: File[]; rejected: { file: File; reason: ImageRejection }[]; limitedTo: number | null } {
  const rejected: { file: File; reason: ImageRejection }[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) rejected.push({ file, reason: "type" });
    else if (file.size > MAX_IMAGE_BYTES) rejected.push({ file, reason: "size" });
    else valid.push(file);
  }
  const room = Math.max(0, MAX_QUESTION_IMAGES - existingCount);
  const accepted = valid.slice(0, room);
  for (const file of valid.slice(room)) rejected.push({ file, reason: "max" });
  const limitedTo = valid.length > room && room > 0 ? room : null;
  return { accepted, rejected, limitedTo };
}

/** Uploads one image for a question; the server checks it again and answers its error code and message on refusal. */
export async function uploadQuestionImage(
  surveyId: string,
  questionId: string,
  file: File,
): Promise<{ ok: true; image: QuestionImage } | { ok: false; code: string | null; message: string | null }> {
  const body = new FormData();
  body.append("file", file);
  body.append("purpose", questionId);
  let res: Response;
  try {
    res = await fetch(`/api/surveys/${encodeURIComponent(surveyId)}/uploads`, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, code: null, message: null };
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { code, message } = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error ?? {};
    return {
      ok: false,
      code: typeof code === "string" ? code : null,
      message: typeof message === "string" && message.trim() ? message : null,
    };
  }
  // The answer also carries width and height; the question keeps the fields of its schema.
  const parsed = questionImageSchema.safeParse(data);
  return parsed.success ? { ok: true, image: parsed.data } : { ok: false, code: null, message: null };
}

/** Best-effort removal of an uploaded image; the question no longer points at it either way. */
export function deleteQuestionImage(surveyId: string, imageId: string): void {
  apiFetch(`/api/surveys/${encodeURIComponent(surveyId)}/uploads/${encodeURIComponent(imageId)}`, {
    method: "DELETE",
    schema: noContentSchema,
  }).catch(() => undefined);
}
