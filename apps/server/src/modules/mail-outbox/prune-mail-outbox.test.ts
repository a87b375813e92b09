import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/platform";
import { createTestServer } from "../../../test/test-server";
import { PRUNE_MAIL_OUTBOX_JOB } from "./prune-mail-outbox";

const DAY = 86_400_000;
const clock = new Date("2027-03-01T12:00:00Z");
const server = await createTestServer({ now: () => clock });

describe("pruning the mail outbox", () => {
  it("deletes sent and failed mails older than 30 days, and never one still queued or sending", async () => {
    const rows = [
      ["sent-old", "sent", 31 * DAY],
      ["sent-just-over", "sent", 30 * DAY + 60_000],
      ["failed-old", "failed", 40 * DAY],
      ["queued-old", "queued", 40 * DAY],
      ["sending-old", "sending", 40 * DAY],
      ["sent-recent", "sent", 29 * DAY],
    ] as const;
    await server.db.insert(mailOutbox).values(
      rows.map(([subject, status, age]) => ({
        to: "prune@example.com",
        subject,
        text: "Hi",
        status,
        messageId: `<${subject}@prune.test>`,
        createdAt: new Date(clock.getTime() - age),
      })),
    );
    await server.jobs.send(PRUNE_MAIL_OUTBOX_JOB, {});
    expect(await server.jobs.runDue([PRUNE_MAIL_OUTBOX_JOB])).toBe(1);
    const left = await server.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.subject,
          rows.map(([subject]) => subject),
        ),
      );
    expect(left.map((row) => row.subject).sort()).toEqual(["queued-old", "sending-old", "sent-recent"]);
  });
});
