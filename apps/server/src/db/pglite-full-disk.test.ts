// The embedded database (PGlite on disk) when its disk fills up: submits are answered 503 with a
// retry hint, /api/health says the database cannot write, and both recover once there is room.
// The full disk is simulated under the data folder (test/full-disk.ts).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulateFullDisk, type FullDisk } from "../../test/full-disk";
import { createTestServer, signUpVerified, type TestServer } from "../../test/test-server";
import { createPublishedSurvey, makeActive, question, type ErrorBody } from "../modules/public-surveys/test-surveys";
import { openDatabase } from "./open-database";

let dataDir: string;
let disk: FullDisk;
let server: TestServer;
let shareId: string;

// Registered first, so it runs last: after the test server has closed the database.
afterAll(() => {
  disk?.restore();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const submit = () =>
  server.client("203.0.113.60").post(`/api/public/surveys/${shareId}/submit`, {
    clientSubmissionId: randomUUID(),
    // A few of these fill a page, so the table soon needs a new one.
    answers: { q_name: `Ana ${"x".repeat(1_500)}` },
  });

const health = () => server.client().get("/api/health");

describe.runIf(process.env.DB_KIND === "pglite")("PGlite on a full disk", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-full-disk-"));
    // Before PGlite opens its files, so every one of them is watched.
    disk = simulateFullDisk(dataDir);
    const database = await openDatabase({ dataDir });
    await database.migrate();
    server = await createTestServer({ database, env: { DATA_DIR: dataDir, PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" } });
    const owner = await signUpVerified(server, { name: "Owner" });
    await makeActive(server, owner.userId);
    ({ shareId } = (await createPublishedSurvey(owner, { questions: [question("text", "q_name")] })) as { shareId: string });
  });

  it("answers submits 503 with Retry-After and /api/health 503, then recovers when there is room again", async () => {
    expect((await health()).status).toBe(200);
    expect((await submit()).status).toBe(201);

    disk.fill();
    try {
      // Inserts that fit the table's last page still succeed; the first that needs a new one cannot.
      let res = await submit();
      for (let tries = 1; res.status === 201 && tries < 50; tries += 1) res = await submit();
      expect([res.status, res.headers.get("retry-after")]).toEqual([503, "5"]);
      expect(((await res.json()) as ErrorBody).error.code).toBe("DATABASE_UNAVAILABLE");

      const checked = await health();
      expect(checked.status).toBe(503);
      expect(await checked.json()).toEqual({ status: "error", database: "pglite", failed: "write" });
    } finally {
      disk.free();
    }
    expect((await health()).status).toBe(200);
    expect((await submit()).status).toBe(201);
  });
});
