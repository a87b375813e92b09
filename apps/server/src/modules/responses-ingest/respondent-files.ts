import { formatErrorMessage } from "@sondar/core/errors/format-error-message";
import type { Question } from "@sondar/core/surveys/question-schema";
import { and, count, eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { displayFileName } from "../../lib/display-file-name";
import { multipartFieldInPrefix } from "../../lib/read-limited-body";
import { readMultipartForm } from "../../lib/read-multipart-form";
import { isUuid } from "../../lib/is-uuid";
import { serveStoredFile } from "../uploads/serve-stored-file";
import { newStorageKey, storeThenRecord } from "../uploads/store-file";
import { effectiveMime, getUploadTypeRefusal, type FileFacts } from "./allowed-file-types";
import { responseFileUrl } from "./check-answers";
import { clientIdSchema } from "./ingest-schemas";
import { requireUploadAllowance } from "./upload-allowance";

type FileUploadQuestion = Extract<Question, { type: "file-upload" }>;
type FileRules = FileUploadQuestion["fileUploadSettings"];

const MB = 1024 * 1024;
/** Room for the multipart framing and the other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

export type ResponseFileRow = typeof responseFiles.$inferSelect;

/** True for the respondent upload route, which reads its own body under the question's limit. */
export function isRespondentUploadRequest(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/public\/surveys\/[^/]+\/files$/.test(path);
}

// Stored questions come read through core's schemas, with the respondent's defaults where a row had none.
const fileRules = (question: FileUploadQuestion): FileRules => question.fileUploadSettings;

function fileQuestions(questions: readonly Question[]): FileUploadQuestion[] {
  return questions.filter((q): q is FileUploadQuestion => q.type === "file-upload");
}

/** The largest body any file question of the survey allows; bodies past it are not read. */
export function respondentUploadLimit(questions: readonly Question[]): number {
  const sizes = fileQuestions(questions).map((q) => fileRules(q).maxSizeInMB);
  return Math.max(0, ...sizes) * MB + FORM_OVERHEAD;
}

/** What one respondent may upload to this survey, in MB: every file question's files at their largest. */
export function respondentSessionMb(questions: readonly Question[]): number {
  return fileQuestions(questions).reduce((sum, q) => sum + fileRules(q).maxFiles * fileRules(q).maxSizeInMB, 0);
}

/** The name from the respondent's device, for display only. */
const displayName = (name: string) => displayFileName(name, "file");

function tooLarge(name: string, rules: FileRules): AppError {
  return new AppError("FILE_TOO_LARGE", {
    message: formatErrorMessage("FILE_TOO_LARGE", { name: displayName(name), size: rules.maxSizeInMB }),
  });
}

export interface RespondentUploadForm {
  file: File;
  question: FileUploadQuestion;
  sessionId: string;
}

/**
 * Reads the multipart form (`file`, `questionId`, `sessionId`) under the survey's largest file
 * limit. A body past it is answered with the size message of its question when the fields
 * came before the file (as the web app sends them).
 */
export async function readRespondentUploadForm(request: Request, questions: readonly Question[]): Promise<RespondentUploadForm> {
  const candidates = fileQuestions(questions);
  const form = await readMultipartForm(request, respondentUploadLimit(questions), (prefix) => {
    const questionId = multipartFieldInPrefix(prefix, "questionId");
    const question = candidates.find((q) => q.id === questionId) ?? candidates[0];
    const name = /filename="([^"\r\n]{1,255})"/.exec(prefix.subarray(0, 64 * 1024).toString("utf8"))?.[1] ?? "file";
    return question ? tooLarge(name, fileRules(question)) : new AppError("PAYLOAD_TOO_LARGE");
  });
  const file = form.get("file");
  const questionId = form.get("questionId");
  const sessionId = form.get("sessionId");
  const question = candidates.find((q) => q.id === questionId);
  const fields: Record<string, string[]> = {};
  if (!(file instanceof File)) fields.file = ["No files selected or survey ID missing"];
  if (!question) fields.questionId = ["Name a file-upload question of this survey"];
  if (!clientIdSchema.safeParse(sessionId).success) fields.sessionId = ["Must be 8 to 100 letters, digits, - or _"];
  if (Object.keys(fields).length || !(file instanceof File) || !question) throw new AppError("VALIDATION_FAILED", { fields });
  return { file, question, sessionId: sessionId as string };
}

async function countFiles(db: Database, surveyId: string, questionId: string, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(responseFiles)
    .where(
      and(eq(responseFiles.surveyId, surveyId), eq(responseFiles.questionId, questionId), eq(responseFiles.sessionId, sessionId)),
    );
  return row?.n ?? 0;
}

async function requireOpenSession(db: Database, surveyId: string, sessionId: string) {
  const [row] = await db
    .select({ status: surveyResponses.status })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)))
    .limit(1);
  if (row?.status === "complete") throw new AppError("ALREADY_SUBMITTED");
}

/**
 * Checks a respondent's file against its question (count per session, size, type read from
 * the bytes) and the hourly byte budgets of the client and the survey (upload-allowance.ts),
 * stores it under responses/<surveyId>/<sessionId>/ and records it.
 */
export async function createRespondentFile(
  deps: { db: Database; storage: StorageAdapter; now: () => Date },
  input: { surveyId: string; form: RespondentUploadForm; clientIp: string; sessionMb: number },
): Promise<ResponseFileRow> {
  const { db, storage, now } = deps;
  const { surveyId, form } = input;
  const { question, sessionId, file } = form;
  const rules = fileRules(question);
  const limitReached = () =>
    new AppError("FILE_LIMIT_REACHED", { message: formatErrorMessage("FILE_LIMIT_REACHED", { max: rules.maxFiles }) });

  await requireOpenSession(db, surveyId, sessionId);
  if ((await countFiles(db, surveyId, question.id, sessionId)) >= rules.maxFiles) throw limitReached();
  if (file.size > rules.maxSizeInMB * MB) throw tooLarge(file.name, rules);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Imported on the first upload, not at start: most processes never read a respondent's file.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = (await fileTypeFromBuffer(bytes)) ?? null;
  const facts: FileFacts = {
    name: displayName(file.name),
    detected: detected && { mime: detected.mime, ext: detected.ext },
    declaredMime: file.type,
    looksLikeText: !bytes.subarray(0, 8192).includes(0),
  };
  const refusal = getUploadTypeRefusal(rules.allowedTypes, facts);
  if (refusal) throw new AppError(refusal.code, { message: refusal.message });
  await requireUploadAllowance(db, {
    ip: input.clientIp,
    surveyId,
    sessionMb: input.sessionMb,
    bytes: bytes.byteLength,
    now: now(),
  });
  const contentType = effectiveMime(facts);
  const ext = detected?.ext ?? (/\.([A-Za-z0-9]{1,10})$/.exec(file.name)?.[1]?.toLowerCase() || "bin");
  const storageKey = newStorageKey(`responses/${surveyId}/${sessionId}`, now(), ext);
  // One writer per (question, session) at a time, so parallel uploads cannot pass the count together.
  const lockKey = `response-files:${surveyId}:${question.id}:${sessionId}`;
  return storeThenRecord({ db, storage }, { storageKey, bytes, contentType, lockKey }, async (tx) => {
    if ((await countFiles(tx, surveyId, question.id, sessionId)) >= rules.maxFiles) throw limitReached();
    const [row] = await tx
      .insert(responseFiles)
      .values({
        surveyId,
        questionId: question.id,
        sessionId,
        storageKey,
        contentType,
        size: bytes.byteLength,
        originalName: displayName(file.name),
        createdAt: now(),
      })
      .returning();
    return row;
  });
}

/** The upload as the public API returns it; `url` is what the answer stores. */
export function toResponseFileDto(row: ResponseFileRow) {
  return {
    id: row.id,
    url: responseFileUrl(row.surveyId, row.id),
    filename: row.originalName,
    size: row.size,
    contentType: row.contentType,
  };
}

/** Lets a respondent take back a file of their own session before submitting. */
export async function deleteRespondentFile(
  db: Database,
  storage: StorageAdapter,
  input: { surveyId: string; sessionId: string; fileId: string },
): Promise<void> {
  if (!isUuid(input.fileId)) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({ id: responseFiles.id, storageKey: responseFiles.storageKey })
    .from(responseFiles)
    .where(
      and(
        eq(responseFiles.id, input.fileId),
        eq(responseFiles.surveyId, input.surveyId),
        eq(responseFiles.sessionId, input.sessionId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  await requireOpenSession(db, input.surveyId, input.sessionId);
  await storage.delete(row.storageKey);
  await db.delete(responseFiles).where(eq(responseFiles.id, row.id));
}

const SHOWN_INLINE = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** A respondent's file for the survey's owner or members (the caller checked access to `surveyId`). */
export async function serveResponseFile(db: Database, storage: StorageAdapter, surveyId: string, fileId: string) {
  if (!isUuid(fileId)) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select()
    .from(responseFiles)
    .where(and(eq(responseFiles.id, fileId), eq(responseFiles.surveyId, surveyId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return serveStoredFile(storage, row, {
    disposition: `${SHOWN_INLINE.has(row.contentType) ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
    // Private to the survey's people: never kept by a shared cache.
    cacheControl: "private, no-store",
  });
}
