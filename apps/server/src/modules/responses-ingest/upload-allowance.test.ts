import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseFiles } from "../../db/schema/response-files";
import { rateLimits } from "../../db/schema/platform";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question, type ErrorBody } from "../public-surveys/test-surveys";
import { ADDRESS_UPLOAD_MB_PER_HOUR, SURVEY_UPLOAD_MB_PER_HOUR, uploadAllowances } from "./upload-allowance";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-upload-allowance-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

let server: TestServer;
let surveyId: string;
let shareId: string;

function upload(ip: string, bytes = PDF) {
  const data = new FormData();
  data.append("questionId", "q_cv");
  data.append("sessionId", randomUUID());
  data.append("file", new File([bytes], "cv.pdf", { type: "application/pdf" }));
  return server.client(ip).postForm(`/api/public/surveys/${shareId}/files`, data);
}

/** As if this budget had been nearly spent in the last minutes. */
async function spend(key: string, kib: number) {
  await server.db
    .insert(rateLimits)
    .values({ key, count: kib, windowStart: new Date() })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: kib, windowStart: new Date() } });
}

const allowances = (ip: string) => uploadAllowances({ ip, surveyId, sessionMb: 2 });

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir } });
  const owner = await signUpVerified(server, { name: "Owner" });
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, {
    questions: [question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 2 } })],
  })) as { surveyId: string; shareId: string });
});

describe("respondents' upload budgets", () => {
  it("counts each upload's bytes against the client's and the survey's hourly budget", async () => {
    const ip = "198.51.100.7";
    expect((await upload(ip)).status).toBe(201);
    expect((await upload(ip)).status).toBe(201);
    const [address, survey] = allowances(ip);
    const counted = async (key: string) => (await server.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;
    // Each small file counts as 1 KiB.
    expect(await counted(address?.key as string)).toBe(2);
    expect(await counted(survey?.key as string)).toBeGreaterThanOrEqual(2);
  });

  it("refuses an upload once the client address has sent its hourly budget, with 429 and nothing stored", async () => {
    const ip = "198.51.100.8";
    const [address] = allowances(ip);
    await spend(address?.key as string, (address?.maxKib ?? 0) - 1);
    const before = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
    const res = await upload(ip, new Uint8Array([...PDF, ...new Uint8Array(4096)]));
    expect(res.status).toBe(429);
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: "UPLOAD_QUOTA_EXCEEDED",
      message: "Too many uploads. Please wait an hour before trying again.",
    });
    expect(await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId))).toHaveLength(before.length);
    // Another address still uploads.
    expect((await upload("198.51.100.9")).status).toBe(201);
  });

  it("refuses every address once the survey has taken its hourly budget", async () => {
    const [, survey] = allowances("198.51.100.10");
    await spend(survey?.key as string, survey?.maxKib as number);
    expect((await upload("198.51.100.10")).status).toBe(429);
    expect((await upload("203.0.113.77")).status).toBe(429);
    await spend(survey?.key as string, 0);
    expect((await upload("203.0.113.77")).status).toBe(201);
  });

  it("never sets a budget below what one respondent of the survey may upload", () => {
    const [address, survey] = uploadAllowances({ ip: "2001:db8::1", surveyId: "s", sessionMb: 1000 });
    expect(address?.maxKib).toBe(1000 * 1024);
    expect(survey?.maxKib).toBeGreaterThanOrEqual(10 * 1000 * 1024);
    const [small, smallSurvey] = uploadAllowances({ ip: "2001:db8::1", surveyId: "s", sessionMb: 5 });
    expect(small?.maxKib).toBe(ADDRESS_UPLOAD_MB_PER_HOUR * 1024);
    expect(smallSurvey?.maxKib).toBe(SURVEY_UPLOAD_MB_PER_HOUR * 1024);
  });
});
