import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../db/schema/contact-messages";
import { mailOutbox } from "../../db/schema/platform";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../../test/test-server";
import { CONTACT_MESSAGE_JOB, createContactMessageJob } from "./contact-mail-job";
import { SEND_MAIL_JOB, type OutboxMail } from "../mail-outbox/mail-outbox";
import { CONTACT_LIMIT, receiveContactForm } from "./send-contact-message";

const SUPPORT = "help@surveys.example";
let clock = new Date("2026-11-27T10:00:00Z");
let server: TestServer;
let nextIp = 1;
/** Each test writes from its own address, so the limit of one does not reach another. */
const freshClient = () => server.client(`198.51.100.${nextIp++}`);

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Exporting to Excel",
  message: "Hello,\nhow do I export <all> responses?",
  _subject: "Support request",
  language: "fr",
};

const messagesFrom = (email: string) => server.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailsTo = (to: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** The one stored message from `email`, after posting it from a fresh address. */
async function post(email: string) {
  const res = await freshClient().post("/api/contact", { ...valid, email });
  expect(res.status).toBe(200);
  const rows = await messagesFrom(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The queue's jobs for one message. */
async function jobsFor(id: string) {
  const result = (await server.db.execute(
    sql`select state, retry_count from pgboss.job where name = ${CONTACT_MESSAGE_JOB} and data->>'id' = ${id}`,
  )) as unknown as { rows: { state: string; retry_count: number }[] };
  return result.rows;
}

/** The mails the support address got about messages from `email`. */
const mailsAbout = async (email: string) =>
  (await mailsTo(SUPPORT)).filter((mail) => mail.text.includes(`From: Ada Lovelace <${email}>`));

/** The contact job, then the outbox sends what it wrote. */
const runMailJobs = () => server.jobs.runDue([CONTACT_MESSAGE_JOB, SEND_MAIL_JOB]);

afterEach(() => vi.restoreAllMocks());

/**
 * A built site whose server entry stands in for the real one (apps/web tests that one): it writes
 * the contact form's state it was handed into the page, so the tests read what the server decided.
 */
const webRoot = mkdtempSync(path.join(os.tmpdir(), "sondar-contact-site-"));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
function writeStandInSite() {
  mkdirSync(path.join(webRoot, "dist"), { recursive: true });
  mkdirSync(path.join(webRoot, "dist-server"), { recursive: true });
  writeFileSync(path.join(webRoot, "dist", "index.html"), "<html><body>app shell</body></html>");
  writeFileSync(path.join(webRoot, "dist", "site.html"), "<html><body><!--site-body--></body></html>");
  writeFileSync(
    path.join(webRoot, "dist-server", "render-site-page.js"),
    `export function renderSitePage({ pathname, template, contact }) {
  return { status: 200, html: template.replace("<!--site-body-->", "<pre>" + JSON.stringify({ pathname, contact }) + "</pre>") };
}
export const renderSitemap = () => ""; export const renderRobots = () => "";`,
  );
}

beforeAll(async () => {
  writeStandInSite();
  server = await createTestServer({
    env: { SUPPORT_EMAIL: SUPPORT, PRODUCT_NAME: "Sondar", WEB_DIST_DIR: path.join(webRoot, "dist") },
    now: () => clock,
  });
});

/** The contact job with an outbox that only records what is written to it. */
function recordingJob() {
  const sent: OutboxMail[] = [];
  const job = createContactMessageJob({
    db: server.db,
    outbox: { ready: async () => {}, enqueue: async (_tx, mail) => (sent.push(mail), "recorded") },
    productName: "Sondar",
    supportEmail: SUPPORT,
    now: () => clock,
  });
  return { sent, job };
}

describe("POST /api/contact", () => {
  it("stores a valid message and its job mails it to the support address", async () => {
    const res = await freshClient().post("/api/contact", valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, next: "/" });
    const rows = await messagesFrom("ada@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      subject: "Exporting to Excel",
      message: valid.message,
      language: "fr",
    });
    await runMailJobs();
    const [mailed] = await messagesFrom("ada@example.com");
    expect(mailed?.mailedAt).not.toBeNull();
    const mail = await server.lastMailTo(SUPPORT);
    expect(mail?.subject).toBe("[Sondar contact] Exporting to Excel");
    expect(mail?.text).toContain("From: Ada Lovelace <ada@example.com>");
    expect(mail?.text).toContain("how do I export <all> responses?");
    // The sender's text is escaped in the HTML mail.
    expect(mail?.html).toContain("how do I export &#60;all&#62; responses?");
    expect(mail?.html).toContain('href="mailto:ada@example.com"');
  });

  it.each([
    ["name", { name: undefined }, "REQUIRED_FIELD_MISSING"],
    ["name", { name: "   " }, "REQUIRED_FIELD_EMPTY"],
    ["email", { email: "" }, "REQUIRED_FIELD_EMPTY"],
    ["email", { email: "not-an-address" }, "TYPE_EMAIL"],
    ["subject", { subject: 42 }, "TYPE_TEXT"],
    ["subject", { subject: "x".repeat(201) }, "TYPE_TEXT"],
    ["message", { message: undefined }, "REQUIRED_FIELD_MISSING"],
    ["message", { message: "x".repeat(5001) }, "TYPE_TEXT"],
  ])("refuses an invalid %s (%j) with the field's code, storing and mailing nothing", async (field, change, code) => {
    const email = `invalid-${field}-${code}-${nextIp}@example.com`;
    const mailsBefore = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT));
    const res = await freshClient().post("/api/contact", { ...valid, ...(field === "email" ? {} : { email }), ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field?: string; code: string; message: string }[] };
    expect(body.errors).toEqual([{ field, code, message: expect.any(String) as string }]);
    if (field !== "email") expect(await messagesFrom(email)).toHaveLength(0);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT))).toHaveLength(mailsBefore.length);
  });

  it("answers a form without any field, or a body that is not a form, with the form-level EMPTY", async () => {
    for (const body of [{}, { name: "", email: "", subject: "", message: "" }, ["a"]]) {
      const res = await freshClient().post("/api/contact", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ code: "EMPTY", message: "The form is empty" }] });
    }
  });

  it("answers a filled honeypot as a success but keeps and mails nothing", async () => {
    const mailsBefore = (await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT))).length;
    const res = await freshClient().post("/api/contact", { ...valid, email: "bot@example.com", _gotcha: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, next: "/" });
    expect(await messagesFrom("bot@example.com")).toHaveLength(0);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT))).toHaveLength(mailsBefore);
  });

  it("blocks an address past the limit until its window has passed", async () => {
    const client = freshClient();
    const send = (n: number) => client.post("/api/contact", { ...valid, email: `limit-${n}@example.com` });
    for (let n = 0; n < CONTACT_LIMIT.max; n++) expect((await send(n)).status).toBe(200);
    const blocked = await send(99);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ errors: [{ code: "BLOCKED", message: expect.any(String) as string }] });
    expect(await messagesFrom("limit-99@example.com")).toHaveLength(0);
    // Another address is not affected.
    expect((await freshClient().post("/api/contact", { ...valid, email: "other@example.com" })).status).toBe(200);
    clock = new Date(clock.getTime() + CONTACT_LIMIT.window * 1000);
    expect((await send(100)).status).toBe(200);
  });
});

describe("the limit counts accepted messages only", () => {
  it("lets an address that sent refused forms and honeypot posts still send its five messages", async () => {
    const client = freshClient();
    for (const change of [{ email: "not-an-address" }, { message: "" }, { name: "", email: "", subject: "", message: "" }]) {
      for (let n = 0; n < 3; n++) expect((await client.post("/api/contact", { ...valid, ...change })).status).toBe(400);
    }
    for (let n = 0; n < 3; n++) {
      expect((await client.post("/api/contact", { ...valid, email: `bot-${n}@example.com`, _gotcha: "x" })).status).toBe(200);
    }
    for (let n = 0; n < CONTACT_LIMIT.max; n++) {
      expect((await client.post("/api/contact", { ...valid, email: `accepted-${n}@example.com` })).status).toBe(200);
    }
    expect(await messagesFrom(`accepted-${CONTACT_LIMIT.max - 1}@example.com`)).toHaveLength(1);
    const blocked = await client.post("/api/contact", { ...valid, email: "one-too-many@example.com" });
    expect(blocked.status).toBe(429);
    expect(await messagesFrom("one-too-many@example.com")).toHaveLength(0);
  });
});

describe("the contact page without JavaScript", () => {
  /** The form as a browser without JavaScript posts it to the page's own address. */
  const postPage = (address: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.request(
      `${TEST_ORIGIN}${address}`,
      {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      },
      { incoming: { socket: { remoteAddress: `198.51.100.${nextIp++}` } } },
    );
  /** What the stand-in page says it was handed. */
  const stateOf = async (res: Response) =>
    JSON.parse(/<pre>([\s\S]*)<\/pre>/.exec(await res.text())?.[1] ?? "null") as { pathname: string; contact: unknown };
  const form = {
    name: "Ada Lovelace",
    email: "ada-page@example.com",
    subject: "Exports",
    message: "Hello",
    _subject: "Support request",
  };

  it("stores a message posted as a form to the page and answers the page with 'sent', in the page's language", async () => {
    const res = await postPage("/de/contact", form);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await stateOf(res)).toEqual({ pathname: "/de/contact", contact: { sent: true } });
    const [row] = await messagesFrom("ada-page@example.com");
    expect(row).toMatchObject({ name: "Ada Lovelace", subject: "Exports", message: "Hello", language: "de" });
  });

  it("answers a refused form with the page showing its errors and what was typed, storing nothing", async () => {
    const res = await postPage("/contact", { ...form, email: "ada-at-example", message: "   " });
    expect(res.status).toBe(400);
    expect(await stateOf(res)).toEqual({
      pathname: "/contact",
      contact: {
        values: { name: "Ada Lovelace", email: "ada-at-example", subject: "Exports", message: "   " },
        errors: [
          { field: "email", code: "TYPE_EMAIL", message: expect.any(String) as string },
          { field: "message", code: "REQUIRED_FIELD_EMPTY", message: expect.any(String) as string },
        ],
      },
    });
    expect(await messagesFrom("ada-at-example")).toHaveLength(0);
  });

  it("refuses a form another site posts, and leaves other pages' posts alone", async () => {
    const res = await postPage("/contact", { ...form, email: "cross-site@example.com" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await messagesFrom("cross-site@example.com")).toHaveLength(0);
    expect((await postPage("/support", form)).status).toBe(404);
  });
});

describe("the contact message's mail job", () => {
  it("answers without waiting for the mail, which the queued job sends later", async () => {
    // A mail server that never answers: the reply must not depend on it.
    const send = vi.spyOn(server.mail, "send").mockImplementation(() => new Promise<void>(() => {}));
    const row = await post("waiting@example.com");
    expect(send).not.toHaveBeenCalled();
    expect(row.mailedAt).toBeNull();
    expect(await jobsFor(row.id)).toEqual([{ state: "created", retry_count: 0 }]);
    send.mockRestore();
    await runMailJobs();
    expect((await messagesFrom("waiting@example.com"))[0]?.mailedAt).not.toBeNull();
    expect(await mailsAbout("waiting@example.com")).toHaveLength(1);
  });

  it("keeps no message whose job could not be queued: the row and its job commit together", async () => {
    const jobs = { ...server.jobs, send: () => Promise.reject(new Error("queue down")) };
    const deps = { db: server.db, jobs: () => jobs, now: () => clock };
    await expect(receiveContactForm(deps, "192.0.2.77", { ...valid, email: "unqueued@example.com" })).rejects.toThrow(
      "queue down",
    );
    expect(await messagesFrom("unqueued@example.com")).toHaveLength(0);
  });

  it("mails a message once even when its job runs twice, or two workers run it at once", async () => {
    const row = await post("once@example.com");
    const { sent, job } = recordingJob();
    const both = await Promise.allSettled([
      job.run({ id: row.id }, { id: "a", retryCount: 0 }),
      job.run({ id: row.id }, { id: "b", retryCount: 0 }),
    ]);
    // A run that lost the claim while the message was still unsent fails, so the queue tries it again;
    // one that came after the mail finds it sent and succeeds.
    expect(both.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    for (const outcome of both) {
      if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/retrying later/);
    }
    await job.run({ id: row.id }, { id: "c", retryCount: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("From: Ada Lovelace <once@example.com>");
    // The queued job itself finds the message mailed and sends nothing more.
    await runMailJobs();
    expect(await mailsAbout("once@example.com")).toHaveLength(0);
    expect((await messagesFrom("once@example.com"))[0]?.mailedAt).not.toBeNull();
  });

  it("a claim left behind by a send that failed with the database fails later runs until it times out", async () => {
    const row = await post("stuck-claim@example.com");
    const { sent, job } = recordingJob();
    // As if a run had claimed it and then lost both SMTP and the database before giving it back.
    await server.db.update(contactMessages).set({ claimedAt: clock }).where(eq(contactMessages.id, row.id));
    await expect(job.run({ id: row.id }, { id: "d", retryCount: 1 })).rejects.toThrow(/retrying later/);
    expect(sent).toHaveLength(0);
    // Past the claim's timeout, a retry sends it.
    await server.db
      .update(contactMessages)
      .set({ claimedAt: new Date(clock.getTime() - 11 * 60_000) })
      .where(eq(contactMessages.id, row.id));
    await job.run({ id: row.id }, { id: "e", retryCount: 2 });
    expect(sent).toHaveLength(1);
  });

  it("closes the message with its mail written to the outbox, which retries it while SMTP is down", async () => {
    const send = vi.spyOn(server.mail, "send").mockRejectedValue(new Error("smtp down"));
    const row = await post("smtp-down@example.com");
    await runMailJobs();
    expect(send).toHaveBeenCalledTimes(1);
    // The message is done: its mail is in the outbox, waiting for its retry.
    expect((await messagesFrom("smtp-down@example.com"))[0]?.mailedAt).not.toBeNull();
    expect(await jobsFor(row.id)).toEqual([{ state: "completed", retry_count: 0 }]);
    const [queued] = await mailsAbout("smtp-down@example.com");
    expect(queued).toMatchObject({ kind: "contact", lang: "fr", status: "queued", attempts: 1, lastError: "smtp down" });
    // pg-boss holds the retry back (backoff).
    expect(await runMailJobs()).toBe(0);

    send.mockRestore();
    await server.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${SEND_MAIL_JOB} and state = 'retry'`,
    );
    await runMailJobs();
    const [sent] = await mailsAbout("smtp-down@example.com");
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await mailsAbout("smtp-down@example.com")).toHaveLength(1);
  });
});
