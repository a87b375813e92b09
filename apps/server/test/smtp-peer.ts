import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The Message-ID header as sent, `<…>` included; null when there was none. */
  messageId: string | null;
  subject: string | null;
  to: string[];
  raw: string;
}

/** The value of a header of a raw mail, looked for in its header part only, folded lines joined. */
function headerOf(raw: string, name: string): string | null {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:[ \\t]*(.+)$`, "im").exec(head);
  return match?.[1]?.trim() ?? null;
}

/**
 * A real SMTP server on loopback that keeps every mail it accepted with its Message-ID, as a
 * receiver that dedupes would see them. `failNext(n)` answers the next n mails with a temporary
 * failure (451); `onAccepted` runs right after a mail was accepted (the fault suite kills the
 * sender there); `delayMs` holds each mail that long before accepting it.
 */
export async function startSmtpPeer(
  options: { delayMs?: number; onAccepted?: (mail: ReceivedMail, count: number) => void } = {},
) {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Many mails at once from a sender with a few slots, and a few sender processes over a test.
    maxClients: 100,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          const mail = {
            messageId: headerOf(raw, "message-id"),
            subject: headerOf(raw, "subject"),
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          };
          received.push(mail);
          callback();
          options.onAccepted?.(mail, received.length);
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-mail resets its connection; that is the fault under test, not the peer's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Answers the next `n` mails with 451. */
    failNext: (n: number) => void (failures = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
