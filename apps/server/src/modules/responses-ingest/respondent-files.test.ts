import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseFiles } from "../../db/schema/response-files";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";
import { makePng } from "../uploads/test-images";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-response-files-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let server: TestServer;
let owner: Actor, stranger: Actor;
let surveyId: string;
let shareId: string;

type Uploaded = { id: string; url: string; filename: string; size: number; contentType: string };

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

function form(
  fields: { questionId?: string; sessionId?: string },
  file: { bytes: Uint8Array; name: string; type: string } | null,
) {
  const data = new FormData();
  // Fields first, as the web app appends them.
  if (fields.questionId) data.append("questionId", fields.questionId);
  if (fields.sessionId) data.append("sessionId", fields.sessionId);
  if (file) data.append("file", new File([file.bytes], file.name, { type: file.type }));
  return data;
}

function upload(sessionId: string, questionId: string, file: { bytes: Uint8Array; name: string; type: string }) {
  return server.client().postForm(`/api/public/surveys/${shareId}/files`, form({ questionId, sessionId }, file));
}

async function expectRefusal(res: Response, status: number, message: string) {
  const body = (await res.json()) as ErrorBody;
  expect({ status: res.status, message: body.error.message }).toEqual({ status, message });
}

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir } });
  owner = await signUpVerified(server, { name: "Owner" });
  stranger = await signUpVerified(server, { name: "Stranger" });
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, {
    questions: [
      question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: ["image/*", ".pdf"], maxSizeInMB: 1, maxFiles: 2 } }),
      question("file-upload", "q_doc", {
        fileUploadSettings: { allowedTypes: ["application/pdf"], maxSizeInMB: 1, maxFiles: 1 },
      }),
      question("text", "q_text"),
    ],
  })) as { surveyId: string; shareId: string });
});

describe("respondent file uploads", () => {
  it("stores a PDF and an image under responses/<survey>/<session>/ and the answer can name them", async () => {
    const sessionId = randomUUID();
    const pdf = await upload(sessionId, "q_cv", { bytes: PDF, name: "cv.pdf", type: "application/pdf" });
    expect(pdf.status).toBe(201);
    const first = (await pdf.json()) as Uploaded;
    expect(first).toMatchObject({ filename: "cv.pdf", size: PDF.byteLength, contentType: "application/pdf" });
    expect(first.url).toBe(`/api/surveys/${surveyId}/response-files/${first.id}`);
    const png = await upload(sessionId, "q_cv", { bytes: makePng(4, 4), name: "photo.png", type: "image/png" });
    expect(png.status).toBe(201);
    const second = (await png.json()) as Uploaded;
    const [row] = await server.db.select().from(responseFiles).where(eq(responseFiles.id, first.id));
    expect(row?.storageKey).toMatch(new RegExp(`^responses/${surveyId}/${sessionId}/\\d+-[0-9a-f]{16}\\.pdf$`));
    const submitted = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      sessionId,
      clientSubmissionId: randomUUID(),
      answers: { q_cv: [first.url, second.url] },
    });
    expect(submitted.status).toBe(201);
    // After the submit the session takes no more files.
    const late = await upload(sessionId, "q_doc", { bytes: PDF, name: "late.pdf", type: "application/pdf" });
    expect(late.status).toBe(409);
  });

  it("refuses a file over the question's size with FILE_TOO_LARGE's message, whether or not the body is read", async () => {
    const sessionId = randomUUID();
    const justOver = new Uint8Array(1024 * 1024 + 10);
    justOver.set(PDF);
    await expectRefusal(
      await upload(sessionId, "q_cv", { bytes: justOver, name: "big.pdf", type: "application/pdf" }),
      413,
      'File "big.pdf" exceeds 1MB limit',
    );
    const huge = new Uint8Array(3 * 1024 * 1024);
    await expectRefusal(
      await upload(sessionId, "q_cv", { bytes: huge, name: "huge.pdf", type: "application/pdf" }),
      413,
      'File "huge.pdf" exceeds 1MB limit',
    );
  });

  it("says the content did not match its type when a file claims an allowed type its bytes are not", async () => {
    const sessionId = randomUUID();
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const refused = await upload(sessionId, "q_cv", { bytes: html, name: "cv.pdf", type: "application/pdf" });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: "FILE_CONTENT_MISMATCH",
      message: '"cv.pdf" is not a valid PDF file: its content does not match its type',
    });
    // An exact-type rule, and an image claim with other bytes, the same.
    await expectRefusal(
      await upload(sessionId, "q_doc", { bytes: html, name: "scan", type: "application/pdf" }),
      415,
      '"scan" is not a valid PDF file: its content does not match its type',
    );
    await expectRefusal(
      await upload(sessionId, "q_cv", { bytes: PDF, name: "photo.jpg", type: "image/jpeg" }),
      415,
      '"photo.jpg" is not a valid JPG file: its content does not match its type',
    );
  });

  it("refuses a type the question does not allow, going by the bytes", async () => {
    const sessionId = randomUUID();
    await expectRefusal(
      await upload(sessionId, "q_doc", { bytes: makePng(4, 4), name: "scan.png", type: "image/png" }),
      415,
      'File type "image/png" not allowed',
    );
    const exe = new Uint8Array([0x4d, 0x5a, ...randomBytes(200)]);
    await expectRefusal(
      await upload(sessionId, "q_cv", { bytes: exe, name: "run.exe", type: "" }),
      415,
      'File type "application/octet-stream" not allowed',
    );
  });

  it("takes every type when the question lists none, as the builder promises, and records the type the bytes show", async () => {
    const any = (await createPublishedSurvey(owner, {
      questions: [question("file-upload", "q_any", { fileUploadSettings: { allowedTypes: [], maxSizeInMB: 1, maxFiles: 2 } })],
    })) as { shareId: string };
    const sessionId = randomUUID();
    const send = (file: { bytes: Uint8Array; name: string; type: string }) =>
      server.client().postForm(`/api/public/surveys/${any.shareId}/files`, form({ questionId: "q_any", sessionId }, file));
    const notes = await send({ bytes: new TextEncoder().encode("plain notes"), name: "notes.txt", type: "text/plain" });
    expect(notes.status).toBe(201);
    const disguised = await send({ bytes: makePng(4, 4), name: "notes.txt", type: "text/plain" });
    expect(disguised.status).toBe(201);
    expect(((await disguised.json()) as Uploaded).contentType).toBe("image/png");
  });

  it("refuses a file past the question's count for the session; a removed file frees its place", async () => {
    const sessionId = randomUUID();
    const ids: string[] = [];
    for (const name of ["a.pdf", "b.pdf"]) {
      const res = await upload(sessionId, "q_cv", { bytes: PDF, name, type: "application/pdf" });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as Uploaded).id);
    }
    await expectRefusal(
      await upload(sessionId, "q_cv", { bytes: PDF, name: "c.pdf", type: "application/pdf" }),
      409,
      "Maximum 2 file(s) allowed",
    );
    // Another session has its own count.
    expect((await upload(randomUUID(), "q_cv", { bytes: PDF, name: "c.pdf", type: "application/pdf" })).status).toBe(201);
    // Only the session that uploaded a file can take it back.
    const removeUrl = (session: string) => `/api/public/surveys/${shareId}/files/${ids[0]}?sessionId=${session}`;
    expect((await server.client().delete(removeUrl(randomUUID()))).status).toBe(404);
    expect((await server.client().delete(removeUrl(sessionId))).status).toBe(204);
    expect((await upload(sessionId, "q_cv", { bytes: PDF, name: "c.pdf", type: "application/pdf" })).status).toBe(201);
  });

  it("refuses a form without a file, a question that takes no files, or a bad session id", async () => {
    const missing = await server
      .client()
      .postForm(`/api/public/surveys/${shareId}/files`, form({ questionId: "q_cv", sessionId: randomUUID() }, null));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toEqual({ file: ["No files selected or survey ID missing"] });
    const file = { bytes: PDF, name: "x.pdf", type: "application/pdf" };
    expect((await upload(randomUUID(), "q_text", file)).status).toBe(400);
    expect((await upload("../../etc", "q_cv", file)).status).toBe(400);
    expect((await server.client().postForm(`/api/public/surveys/nope123/files`, form({}, file))).status).toBe(404);
  });

  it("refuses a body that is not a readable multipart form, as the image uploads do", async () => {
    const path = `/api/public/surveys/${shareId}/files`;
    const json = await server.client().post(path, { file: "x", questionId: "q_cv", sessionId: randomUUID() });
    expect(((await json.json()) as ErrorBody).error.fields).toEqual({ file: ["Send the file as multipart/form-data"] });
    const garbled = await server.client().post(path, "not a form", { "content-type": "multipart/form-data; boundary=x" });
    expect(garbled.status).toBe(400);
    expect(((await garbled.json()) as ErrorBody).error.fields).toEqual({ file: ["The upload could not be read"] });
  });

  it("serves a respondent's file with its length, and answers 404 once its bytes are gone from the store", async () => {
    const res = await upload(randomUUID(), "q_cv", { bytes: PDF, name: "gone.pdf", type: "application/pdf" });
    const { id, url } = (await res.json()) as Uploaded;
    const served = await owner.client.get(url);
    expect(served.headers.get("content-length")).toBe(String(PDF.byteLength));
    const [row] = await server.db.select().from(responseFiles).where(eq(responseFiles.id, id));
    await server.storage.delete(row?.storageKey as string);
    expect((await owner.client.get(url)).status).toBe(404);
  });

  it("keeps only a safe display name: no folders, control characters or quotes", async () => {
    const res = await upload(randomUUID(), "q_cv", { bytes: PDF, name: '..\\my "best"\u0007 cv.pdf', type: "application/pdf" });
    expect(((await res.json()) as Uploaded).filename).toBe("my best cv.pdf");
  });

  it("serves a respondent's file to the owner only, never publicly", async () => {
    const res = await upload(randomUUID(), "q_cv", { bytes: PDF, name: "private.pdf", type: "application/pdf" });
    const { url } = (await res.json()) as Uploaded;
    expect((await server.client().get(url)).status).toBe(401);
    expect((await stranger.client.get(url)).status).toBe(404);
    const mine = await owner.client.get(url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''private.pdf");
    expect(mine.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    // Not under the public /uploads/ path either.
    const id = url.split("/").pop() as string;
    expect((await server.client().get(`/uploads/${id}`)).status).toBe(404);
    // A stranger naming their own survey does not reach it.
    const theirs = await createPublishedSurvey(stranger, { questions: [question("text", "q_1")] });
    expect((await stranger.client.get(`/api/surveys/${theirs.surveyId}/response-files/${id}`)).status).toBe(404);
  });
});
