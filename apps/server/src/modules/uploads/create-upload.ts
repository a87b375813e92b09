import { getImageRefusal, type ImageFacts, type ImagePurpose, type ImageRefusal } from "@sondar/core/uploads/image-rules";
import { and, count, eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { uploads } from "../../db/schema/uploads";
import { AppError } from "../../lib/app-error";
import { displayFileName } from "../../lib/display-file-name";
import type { SurveyRow } from "../surveys/survey-access";
import { detectImage } from "./detect-image";
import type { UploadForm } from "./read-upload-form";
import { newStorageKey, storeThenRecord } from "./store-file";

export type UploadRow = typeof uploads.$inferSelect;

const EXTENSION: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg" };

function throwIfRefused(refusal: ImageRefusal | null) {
  if (refusal) throw new AppError(refusal.code, { message: refusal.message });
}

function hasQuestion(survey: SurveyRow, questionId: string): boolean {
  return survey.questions.some((q) => q.id === questionId);
}

async function countImages(db: Database, surveyId: string, purpose: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.surveyId, surveyId), eq(uploads.purpose, purpose)));
  return row?.n ?? 0;
}

/**
 * Checks an uploaded image against the image rules
 * (docs/product/surveys-and-questions.md#images-and-logo; type, size and dimensions read from its
 * bytes; the per-question count from the uploads table), stores it and records it.
 */
export async function createUpload(
  deps: { db: Database; storage: StorageAdapter; now: () => Date },
  input: { survey: SurveyRow; userId: string; form: UploadForm },
): Promise<UploadRow> {
  const { db, storage, now } = deps;
  const { survey, userId, form } = input;
  const purpose = form.purpose;
  const kind: ImagePurpose = purpose === "logo" || purpose === "background" ? purpose : "question";
  if (kind === "question" && !hasQuestion(survey, purpose)) {
    throw new AppError("VALIDATION_FAILED", {
      fields: { purpose: ["Save the survey with this question before uploading its images"] },
    });
  }

  const bytes = new Uint8Array(await form.file.arrayBuffer());
  const image = await detectImage(bytes);
  const originalName = displayFileName(form.file.name, "image");
  const facts: ImageFacts = {
    type: image.type,
    size: bytes.byteLength,
    dimensions: image.dimensions,
    existingCount: 0,
    claimed: { name: originalName, mime: form.file.type },
  };
  const counted = async (tx: Database) => ({
    ...facts,
    existingCount: kind === "question" ? await countImages(tx, survey.id, purpose) : 0,
  });
  // Refuse early, before anything is stored; the count is checked again under a lock below.
  throwIfRefused(getImageRefusal(kind, await counted(db)));

  const type = image.type as string;
  const folder = purpose.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100);
  const storageKey = newStorageKey(`surveys/${survey.id}/${folder}`, now(), EXTENSION[type] ?? "bin");
  // One writer per question at a time, so parallel uploads cannot pass six together.
  const lockKey = `uploads:${survey.id}:${purpose}`;
  return storeThenRecord({ db, storage }, { storageKey, bytes, contentType: type, lockKey }, async (tx) => {
    throwIfRefused(getImageRefusal(kind, await counted(tx)));
    const [row] = await tx
      .insert(uploads)
      .values({
        surveyId: survey.id,
        purpose,
        storageKey,
        contentType: type,
        size: bytes.byteLength,
        width: image.dimensions?.width ?? 0,
        height: image.dimensions?.height ?? 0,
        originalName,
        createdBy: userId,
        createdAt: now(),
      })
      .returning();
    return row;
  });
}
