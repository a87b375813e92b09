import { isConnectFailure } from "./connect-failures";
import { DatabaseDeadlineExceeded } from "./database-deadline";
import { pgliteErrnoCode } from "./pglite-errno";

/**
 * SQLSTATE codes and classes that say the database cannot serve right now, whatever the
 * statement: connection exceptions (08), insufficient resources such as a full disk or too many
 * connections (53), operator intervention such as a shutdown or our own statement timeout (57),
 * system and I/O errors (58), and a read-only database after a failover (25006).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(["08", "53", "58"]);
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "25006"]);

/** Socket and file-system errors of a database that is unreachable or cannot write. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENOSPC",
  "EIO",
]);

/** node-postgres and pg-pool throw these without a code when a connection is lost or never made. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * The error that says why the database is unavailable, found in `error` or its causes (Drizzle
 * wraps the driver's error as `cause`): one of the codes above, any error a connection failed
 * to open with (connect-failures.ts), or a request's deadline passed (database-deadline.ts); null when the error is anything else, such as a
 * constraint violation or a bug, which a retry would not cure.
 */
export function findDatabaseUnavailable(error: unknown): Error | null {
  const fileSystemCode = pgliteErrnoCode(error);
  if (fileSystemCode) return Object.assign(new Error(`PGlite file system error ${fileSystemCode}`), { code: fileSystemCode });
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (isConnectFailure(current) || current instanceof DatabaseDeadlineExceeded) return current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code)) return current;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2))) return current;
    }
    if (UNAVAILABLE_MESSAGES.test(current.message)) return current;
  }
  return null;
}
