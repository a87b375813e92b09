// A process's export slots shared fairly (docs/decisions/261-fair-export-slots.md): accounts that
// hold slow downloads open cannot take every slot with their second exports.
import { questionSchema } from "@sondar/core/surveys/question-schema";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { EXPORT_RETRY_AFTER_SECONDS, EXPORT_SLOT_LIMITS } from "./export-slots";

let server: TestServer;

/** An account with a survey of enough responses that a download read one chunk at a time is still running. */
async function account(name: string): Promise<{ client: TestClient; url: string }> {
  const { client, userId } = await signUpVerified(server, { name });
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy: userId,
      title: "Big",
      status: "published",
      questions: [questionSchema.parse({ id: "q_name", type: "text", title: "Name" })],
    })
    .returning({ id: surveys.id });
  await server.db.execute(sql`
    insert into survey_responses (survey_id, status, completed_at, answers)
    select ${row?.id}::uuid, 'complete', timestamptz '2024-01-01' + g * interval '1 minute',
           jsonb_build_object('q_name', repeat('answer ', 40) || g)
    from generate_series(1, 3000) g`);
  return { client, url: `/api/surveys/${row?.id}/responses/export?format=csv&status=all` };
}

/** Starts a download and reads its first chunk, then holds it open, as a slow client does; its status. */
async function holdDownload(client: TestClient, url: string, held: ReadableStreamDefaultReader<Uint8Array>[]) {
  const res = await client.get(url);
  if (res.status !== 200) return { status: res.status, retryAfter: res.headers.get("retry-after") };
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  expect((await reader.read()).done).toBe(false);
  held.push(reader);
  return { status: 200, retryAfter: null };
}

beforeAll(async () => {
  server = await createTestServer();
});

it("four accounts holding two slow downloads each leave a fifth account an export", async () => {
  expect(EXPORT_SLOT_LIMITS).toMatchObject({ total: 8, keptForFirst: 4 });
  const holders = await Promise.all(["Ann", "Bea", "Cid", "Dan"].map((name) => account(name)));
  const fifth = await account("Eve");
  const held: ReadableStreamDefaultReader<Uint8Array>[] = [];
  try {
    const answers = [];
    for (const { client, url } of holders) for (let i = 0; i < 2; i += 1) answers.push(await holdDownload(client, url, held));
    const busy = { status: 429, retryAfter: String(EXPORT_RETRY_AFTER_SECONDS) };
    const ok = { status: 200, retryAfter: null };
    // Second exports fill the slots that are not kept for first ones; then they are refused.
    expect(answers).toEqual([ok, ok, ok, ok, ok, busy, ok, busy]);
    expect((await holdDownload(fifth.client, fifth.url, held)).status).toBe(200);
  } finally {
    for (const reader of held) await reader.cancel();
  }
});
