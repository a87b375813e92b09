import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/platform";
import { captureLogger } from "../../../test/capture-logger";
import { startSmtpPeer } from "../../../test/smtp-peer";
import { createTestServer } from "../../../test/test-server";
import { CONTACT_MESSAGE_JOB } from "../contact/contact-mail-job";
import { SEND_MAIL_JOB, type OutboxMail } from "./mail-outbox";
import { createMailOutboxJobs, MAIL_MAX_ATTEMPTS } from "./mail-outbox-jobs";

// The outbox (docs/decisions/285-mail-outbox.md) sending to a real SMTP server on loopback.
const peer = await startSmtpPeer();
afterAll(() => peer.close());
const server = await createTestServer({
  env: { SMTP_URL: peer.url, MAIL_FROM: "Sondar <no-reply@mail.sondar.test>", SUPPORT_EMAIL: "help@sondar.test" },
});
const { logger, lines } = captureLogger();
/** The outbox's own jobs, to run one attempt at a time. */
const [send, sweep] = createMailOutboxJobs({
  db: server.db,
  mail: server.mail,
  logger,
  leaseSeconds: 300,
  jobs: () => server.jobs,
});
const attempt = (id: string) => send?.run({ id }, { id: "test", retryCount: 0 });

const rowOf = async (id: string) => (await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const rowsTo = (to: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
const deliveredTo = (to: string) => peer.received.filter((mail) => mail.to.includes(to));
let n = 0;
const mail = (to: string): OutboxMail => ({ kind: "contact", lang: "en", to, subject: `Hello ${(n += 1)}`, text: "Hi" });
const sendJobs = async (id: string) =>
  (
    (await server.db.execute(
      sql`select state, retry_count from pgboss.job where name = ${SEND_MAIL_JOB} and data->>'id' = ${id} order by created_on`,
    )) as unknown as { rows: { state: string; retry_count: number }[] }
  ).rows;

beforeEach(() => peer.failNext(0));

describe("the mail outbox", () => {
  it("writes each mail with its kind, language and Message-ID, and the queue sends it under that Message-ID", async () => {
    const email = "verify-me@example.com";
    const client = server.client("198.51.100.7");
    const res = await client.post(
      "/api/auth/sign-up/email",
      { name: "Vera", email, password: "correct-horse", callbackURL: "/dashboard" },
      { "accept-language": "es" },
    );
    expect(res.status).toBe(200);
    const [verification] = await rowsTo(email);
    expect(verification).toMatchObject({ kind: "verification", lang: "es", status: "queued", attempts: 0 });
    expect(verification?.messageId).toBe(`<outbox-${verification?.id}@mail.sondar.test>`);
    expect(deliveredTo(email)).toEqual([]);

    await server.jobs.runDue([SEND_MAIL_JOB]);
    expect(await rowOf(verification?.id ?? "")).toMatchObject({ status: "sent", attempts: 1, sentAt: expect.any(Date) });
    expect(deliveredTo(email).map((m) => m.messageId)).toEqual([verification?.messageId]);

    // A password reset and a contact message take the same way.
    expect((await client.post("/api/account/password-reset", { email })).status).toBe(204);
    expect(
      (await client.post("/api/contact", { name: "Vera", email, subject: "Hi", message: "A question", language: "fr" })).status,
    ).toBe(200);
    await server.jobs.runDue([CONTACT_MESSAGE_JOB, SEND_MAIL_JOB]);
    const [, reset] = await rowsTo(email);
    const [contact] = (await rowsTo("help@sondar.test")).filter((row) => row.text.includes(email));
    expect(reset).toMatchObject({ kind: "password-reset", lang: "es", status: "sent" });
    expect(contact).toMatchObject({ kind: "contact", lang: "fr", status: "sent" });
    expect(deliveredTo(email).map((m) => m.messageId)).toEqual([verification?.messageId, reset?.messageId]);
    expect(deliveredTo("help@sondar.test").map((m) => m.messageId)).toContain(contact?.messageId);
  });

  it("keeps no mail, and no job, from a transaction that rolls back", async () => {
    await server.outbox.ready();
    await expect(
      server.db.transaction(async (tx) => {
        await server.outbox.enqueue(tx, mail("rolled-back@example.com"));
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await rowsTo("rolled-back@example.com")).toEqual([]);
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(0);
  });

  it("retries while the SMTP server fails, with backoff, and delivers once under the same Message-ID", async () => {
    const id = await server.outbox.enqueue(server.db, mail("flaky@example.com"));
    peer.failNext(2);
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(/451/) as string });
    // The queue holds the retry back: nothing is due.
    expect(await sendJobs(id)).toEqual([{ state: "retry", retry_count: 0 }]);
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(0);

    const due = () =>
      server.db.execute(
        sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${SEND_MAIL_JOB} and state = 'retry'`,
      );
    await due();
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 2 });
    await due();
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(1);
    const sent = await rowOf(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(deliveredTo("flaky@example.com").map((m) => m.messageId)).toEqual([sent?.messageId]);
    expect(await sendJobs(id)).toEqual([{ state: "completed", retry_count: 2 }]);
  });

  it("sends a mail again under the same Message-ID when its sender died after the SMTP server took it, once the lease is over", async () => {
    const id = await server.outbox.enqueue(server.db, mail("twice@example.com"));
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(1);
    const [first] = deliveredTo("twice@example.com");
    // What a process killed between the SMTP server's acceptance and the mark leaves behind.
    await server.db.execute(
      sql`update mail_outbox set status = 'sending', sent_at = null, claimed_at = now() where id = ${id}::uuid`,
    );
    // A live claim is never taken over: neither a send nor the sweep touches it.
    await attempt(id);
    await sweep?.run({}, { id: "sweep", retryCount: 0 });
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(0);
    expect(deliveredTo("twice@example.com")).toHaveLength(1);

    // Past the lease, the sweep queues it and it goes again, with the same Message-ID.
    await server.db.execute(sql`update mail_outbox set claimed_at = now() - interval '6 minutes' where id = ${id}::uuid`);
    await sweep?.run({}, { id: "sweep", retryCount: 0 });
    expect(await server.jobs.runDue([SEND_MAIL_JOB])).toBe(1);
    const copies = deliveredTo("twice@example.com");
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((m) => m.messageId))).toEqual(new Set([first?.messageId]));
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends a queued mail whose job was lost, and gives up after the last attempt, marking it failed and logging it", async () => {
    // A row written outside a transaction whose process died before its job: the sweep takes it after 2 minutes.
    const [lost] = await server.db
      .insert(mailOutbox)
      .values({
        ...mail("lost-job@example.com"),
        messageId: "<lost-job@mail.sondar.test>",
        createdAt: new Date(Date.now() - 3 * 60_000),
      })
      .returning({ id: mailOutbox.id });
    await sweep?.run({}, { id: "sweep", retryCount: 0 });
    await server.jobs.runDue([SEND_MAIL_JOB]);
    expect(await rowOf(lost?.id ?? "")).toMatchObject({ status: "sent" });
    expect(deliveredTo("lost-job@example.com").map((m) => m.messageId)).toEqual(["<lost-job@mail.sondar.test>"]);

    const id = await server.outbox.enqueue(server.db, mail("hopeless@example.com"));
    await server.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    peer.failNext(1);
    await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
    expect(lines).toContainEqual(expect.objectContaining({ mailId: id, msg: "mail failed for the last time" }));
    // Nothing tries it again.
    await attempt(id);
    await sweep?.run({}, { id: "sweep", retryCount: 0 });
    expect(deliveredTo("hopeless@example.com")).toEqual([]);
  });
});

describe("without an SMTP server", () => {
  it("keeps the mail in the outbox for the dev mailbox and marks it sent", async () => {
    const local = await createTestServer();
    const id = await local.outbox.enqueue(local.db, mail("local@example.com"));
    await local.jobs.runDue([SEND_MAIL_JOB]);
    expect((await local.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]).toMatchObject({ status: "sent" });
    expect(await local.lastMailTo("local@example.com")).toMatchObject({ subject: expect.stringMatching(/^Hello/) as string });
  });
});
