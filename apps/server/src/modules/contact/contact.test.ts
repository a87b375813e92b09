import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/contact-messages";
import { mailOutbox } from "../../db/schema/platform";
import { captureLogger } from "../../../test/capture-logger";
import { createTestServer, type TestServer } from "../../../test/test-server";
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

beforeAll(async () => {
  server = await createTestServer({ env: { SUPPORT_EMAIL: SUPPORT, PRODUCT_NAME: "Sondar" }, now: () => clock });
});

describe("POST /api/contact", () => {
  it("stores a valid message and mails it to the support address", async () => {
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
    expect(rows[0]?.mailedAt).not.toBeNull();
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

  it("keeps the message and tells the sender it arrived when the mail fails, logging the failure", async () => {
    const { logger, lines } = captureLogger();
    const failingMail = { kind: "smtp" as const, send: () => Promise.reject(new Error("smtp down")) };
    const deps = { db: server.db, mail: failingMail, logger, productName: "Sondar", supportEmail: SUPPORT, now: () => clock };
    const result = await receiveContactForm(deps, "192.0.2.77", { ...valid, email: "unmailed@example.com" });
    expect(result).toEqual({ status: 200, reply: { ok: true, next: "/" } });
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "unmailed@example.com"))
      .orderBy(desc(contactMessages.createdAt));
    expect(row?.mailedAt).toBeNull();
    expect(lines.some((line) => line.msg === "contact message stored but its mail failed")).toBe(true);
  });
});
