import { randomBytes } from "node:crypto";
import { linkSync, renameSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { StartupError } from "../lib/startup-error";

/** The socket the owning process listens on, in DATA_DIR. */
export const OWNER_SOCKET_NAME = "db.owner.sock";

/** Longest Unix socket path the platforms we run on accept (macOS allows 104 bytes with the NUL). */
const MAX_SOCKET_PATH_BYTES = 103;

export interface DataDirClaim {
  /** Stops listening, so the next process may open the folder. */
  release: () => Promise<void>;
}

/**
 * Makes this process the only one that opens the PGlite database under `dataDir`, or throws a
 * StartupError naming the process that has it (docs/decisions/030-one-process-per-pglite-folder.md).
 *
 * The owner listens on a Unix socket in the folder: the operating system closes it when the
 * process dies, kill -9 included, so the claim never outlives its owner and needs no timer. A
 * socket file whose listener is gone refuses connections; it is moved aside, checked once more
 * (two starters may both find it dead, and the second must not move the first one's live
 * socket away), and removed.
 */
export async function claimDataDir(dataDir: string): Promise<DataDirClaim> {
  const socketPath = ownerSocketPath(dataDir);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const server = await tryListen(socketPath);
    if (server) {
      return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    }
    const owner = await askOwner(socketPath);
    if (owner.alive) throw inUse(dataDir, owner.pid);
    const aside = `${socketPath}.${randomBytes(6).toString("hex")}`;
    try {
      renameSync(socketPath, aside);
    } catch (error) {
      // Someone else moved it first: listen again, and find out who won.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = await askOwner(aside);
    if (moved.alive) {
      // It was another starter's fresh socket: put it back (unless a third took the place) and yield.
      try {
        linkSync(aside, socketPath);
      } finally {
        unlinkSync(aside);
      }
      throw inUse(dataDir, moved.pid);
    }
    unlinkSync(aside);
  }
  throw new StartupError(`could not claim DATA_DIR ${dataDir}: other processes keep starting on it`);
}

/**
 * Where the owner listens. A Unix socket path is short (about 100 bytes): a long DATA_DIR is
 * reached by its path relative to the working directory when that fits.
 */
export function ownerSocketPath(dataDir: string): string {
  if (process.platform === "win32") return path.join("\\\\?\\pipe", path.resolve(dataDir), OWNER_SOCKET_NAME);
  const absolute = path.resolve(dataDir, OWNER_SOCKET_NAME);
  const relative = path.relative(process.cwd(), absolute);
  const shortest = relative.length < absolute.length ? `./${relative}` : absolute;
  if (Buffer.byteLength(shortest) > MAX_SOCKET_PATH_BYTES) {
    throw new StartupError(
      `DATA_DIR ${path.resolve(dataDir)} is too long a path for its lock socket; use a shorter one or start from a folder nearer to it`,
    );
  }
  return shortest;
}

function inUse(dataDir: string, pid: string | null): StartupError {
  const who = pid ? `process ${pid}` : "another process";
  return new StartupError(
    `DATA_DIR ${path.resolve(dataDir)} is in use by ${who}; one process opens a PGlite database, run several on PostgreSQL (DATABASE_URL)`,
  );
}

/** Listens on the socket; null when something is there already (live or not). */
function tryListen(socketPath: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      // Whoever asks learns who holds the folder.
      socket.on("error", () => undefined);
      socket.end(`${process.pid}\n`);
    });
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(null);
      else reject(error);
    });
    server.listen(socketPath, () => {
      // The claim alone never keeps the process running.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a live process listens on the socket, and its pid when it said it. */
function askOwner(socketPath: string): Promise<{ alive: boolean; pid: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let said = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("connect", () => (connected = true));
    socket.on("data", (chunk: string) => (said += chunk));
    socket.on("close", () => {
      const pid = /^\d+/.exec(said)?.[0] ?? null;
      resolve({ alive: connected, pid });
    });
    // ECONNREFUSED: a socket file nobody listens on (its owner died). Any other error is no
    // proof of life either; the rename and second look above keep that safe.
    socket.on("error", () => undefined);
  });
}
