import path from "node:path";
import type { Config } from "./config/config";
import { pgliteErrnoCode } from "./db/pglite-errno";
import { StartupError } from "./lib/startup-error";

type StartupSettings = Pick<Config, "dataDir" | "databaseUrl" | "port" | "host" | "databaseTimeouts">;

interface Cause {
  code: string | undefined;
  syscall: string | undefined;
  path: string | undefined;
  message: string;
}

/**
 * One line that names why the server could not start: the setting or resource at fault and what
 * to do, never a stack trace (the README promises it). The database address is shown without
 * its password.
 */
export function describeStartupFailure(error: unknown, settings: StartupSettings): string {
  if (error instanceof StartupError) return error.message;
  const cause = rootCause(error);
  const dataDir = settings.dataDir;
  const database = settings.databaseUrl ? describeDatabase(settings.databaseUrl) : null;
  const underDataDir = !settings.databaseUrl || (cause.path !== undefined && isInside(cause.path, dataDir));

  switch (cause.code) {
    case "EEXIST":
    case "ENOTDIR":
      if (cause.syscall === "mkdir" || underDataDir) return `DATA_DIR ${dataDir} is not a folder (set DATA_DIR to a folder)`;
      break;
    case "EACCES":
    case "EPERM":
      if ((cause.syscall === "listen" || cause.syscall === "bind") && cause.path === undefined)
        return `no permission to listen on ${settings.host}:${settings.port} (choose another PORT)`;
      if (underDataDir) return `cannot write to DATA_DIR ${dataDir}: permission denied`;
      break;
    case "EROFS":
      return `cannot write to DATA_DIR ${dataDir}: the file system is read-only`;
    case "ENOSPC":
      return `no space left on the disk that holds DATA_DIR ${dataDir}`;
    case "EADDRINUSE":
      return `${settings.host}:${settings.port} is already in use by another program (choose another PORT)`;
    case "EADDRNOTAVAIL":
      return `HOST ${settings.host} is not an address of this machine`;
    case "ECONNREFUSED":
      return `cannot reach the database at ${database}: connection refused (is PostgreSQL running? check DATABASE_URL)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot find the database host of ${database} (check DATABASE_URL)`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `cannot reach the database at ${database}: ${cause.code} (check DATABASE_URL and the network)`;
    case "3D000":
      return `${cause.message} on ${database?.replace(/\/.*$/, "")} (create it, or fix DATABASE_URL)`;
    case "28P01":
    case "28000":
      return `the database at ${database} refused the login: ${cause.message} (check DATABASE_URL)`;
    case "53100":
      return `the database at ${database} has no disk space left: ${cause.message}`;
    case "53300":
      return `the database at ${database} has too many connections: ${cause.message}`;
    case "57P03":
      return `the database at ${database} is starting up or shutting down; try again in a moment`;
  }
  if (database && /timeout|terminated/i.test(cause.message) && !cause.code) {
    return `the database at ${database} did not answer within ${settings.databaseTimeouts.connectMs} ms (check DATABASE_URL, or raise DATABASE_CONNECT_TIMEOUT_MS)`;
  }
  const firstLine = cause.message.split("\n")[0]?.trim() || String(error);
  return database ? `${firstLine} (database ${database})` : firstLine;
}

/** The innermost error: Drizzle wraps the driver's error as `cause`. */
function rootCause(error: unknown): Cause {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth += 1) {
    current = current.cause;
  }
  if (!(current instanceof Error)) {
    const code = pgliteErrnoCode(current);
    return { code, syscall: undefined, path: undefined, message: code ? `file system error ${code}` : String(current) };
  }
  const fields = current as Error & { code?: unknown; syscall?: unknown; path?: unknown; address?: unknown };
  // A socket file's path comes as `address` (the lock in DATA_DIR); a TCP listen has no path.
  const file =
    typeof fields.path === "string"
      ? fields.path
      : typeof fields.address === "string" && fields.address.includes("/")
        ? fields.address
        : undefined;
  return {
    code: typeof fields.code === "string" ? fields.code : undefined,
    syscall: typeof fields.syscall === "string" ? fields.syscall : undefined,
    path: file,
    message: current.message,
  };
}

/** host:port/name of a PostgreSQL URL, without the user's password. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, path.resolve(file));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}
