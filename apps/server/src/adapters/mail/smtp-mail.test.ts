import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSmtpMail } from "./smtp-mail";

const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: "mailer" });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("delivers a message with credentials to a real SMTP server on loopback", async () => {
  const mail = createSmtpMail(`smtp://mailer:s3cret@127.0.0.1:${port}`, "Sondar <no-reply@sondar.test>");
  await mail.send({
    to: "ana@example.com",
    subject: "Verify your e-mail",
    text: "Click https://x.test/v?t=1",
    html: "<p>Click</p>",
    messageId: "<outbox-1@sondar.test>",
  });
  mail.close();

  expect(received).toHaveLength(1);
  const [message] = received;
  expect(message?.from).toBe("no-reply@sondar.test");
  expect(message?.to).toEqual(["ana@example.com"]);
  const parsed = await simpleParser(message?.raw ?? "");
  expect(parsed.subject).toBe("Verify your e-mail");
  expect(parsed.text?.trim()).toBe("Click https://x.test/v?t=1");
  expect(parsed.html).toContain("<p>Click</p>");
  // The outbox row's Message-ID, the same on every attempt (docs/decisions/285-mail-outbox.md).
  expect(parsed.messageId).toBe("<outbox-1@sondar.test>");
});

it("rejects when the SMTP server refuses the credentials", async () => {
  const mail = createSmtpMail(`smtp://mailer:wrong@127.0.0.1:${port}`, "no-reply@sondar.test");
  await expect(mail.send({ to: "b@example.com", subject: "x", text: "y", messageId: "<outbox-2@sondar.test>" })).rejects.toThrow(
    /Invalid username or password/,
  );
  mail.close();
});
