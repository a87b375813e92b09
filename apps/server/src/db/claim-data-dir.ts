import { randomBytes } from "node:crypto";
import { readdirSync, statSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { StartupError } from "../lib/startup-error";

/** Each process that opens or wants the folder listens on a socket named so in DATA_DIR. */
const SOCKET_PATTERN = /^db-owner-[0-9a-f]{12}\.sock$/;

/** Longest Unix socket path the platforms we run on accept (macOS allows 104 bytes with the NUL). */
const MAX_SOCKET_PATH_BYTES = 103;

/** Processes that start at the same moment step back and try again this many times at most. */
const MAX_ROUNDS = 20;

/** A dead process's socket file is removed once it is this old: younger, it may be one being set up. */
const TIDY_AFTER_MS = 60_000;

export interface DataDirClaim {
  /** Stops listening, so the next process may open the folder. */
  release: () => Promise<void>;
}

type Peer = { state: "owner" | "starting"; pid: string | null };

/**
 * Makes this process the only one that opens the PGlite database under `dataDir`, or throws a
 * StartupError naming the process that has it (docs/decisions/030-one-process-per-pglite-folder.md).
 *
 * Every process that wants the folder first listens on a socket of its own in it, then looks at
 * the others' sockets: the operating system closes a socket when its process dies (kill -9
 * too), so a live listener is a live process, and the claim needs no timer. A process that
 * finds no other live one owns the folder. Two that start together both see each other and
 * step back for a random moment; of any two, the one that looked second always sees the first,
 * so two can never both own it. No one removes a live or young socket.
 */
export async function claimDataDir(dataDir: string): Promise<DataDirClaim> {
  if (process.platform === "win32") return claimWithPipe(dataDir);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const mine = ownSocketPath(dataDir);
    let state: Peer["state"] = "starting";
    const server = await listen(mine, () => `${state} ${process.pid}\n`);
    const others = await livePeers(dataDir, path.basename(mine));
    const owner = others.find((peer) => peer.state === "owner");
    if (others.length === 0) {
      state = "owner";
      return { release: () => close(server) };
    }
    await close(server);
    if (owner) throw inUse(dataDir, owner.pid);
    // Only other starters: each steps back for a random while and looks again.
    await sleep(20 + Math.random() * 200);
  }
  throw new StartupError(`could not claim DATA_DIR ${path.resolve(dataDir)}: other processes keep starting on it`);
}

function ownSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, `db-owner-${randomBytes(6).toString("hex")}.sock`);
  const relative = `.${path.sep}${path.relative(process.cwd(), absolute)}`;
  // A long DATA_DIR is reached by its path relative to the working directory when that fits.
  const shortest = relative.length < absolute.length ? relative : absolute;
  if (Buffer.byteLength(shortest) > MAX_SOCKET_PATH_BYTES) {
    throw new StartupError(
      `DATA_DIR ${path.resolve(dataDir)} is too long a path for its lock socket (${MAX_SOCKET_PATH_BYTES} bytes at most); use a shorter one`,
    );
  }
  return shortest;
}

/** The other processes listening in the folder; dead ones' old socket files are tidied away. */
async function livePeers(dataDir: string, mine: string): Promise<Peer[]> {
  const names = readdirSync(dataDir).filter((name) => SOCKET_PATTERN.test(name) && name !== mine);
  const peers = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dataDir, name);
      const peer = await askPeer(file);
      if (!peer) tidy(file);
      return peer;
    }),
  );
  return peers.filter((peer): peer is Peer => peer !== null);
}

/**
 * What the process listening on `file` says; null when nobody listens (refused, or the file is
 * gone). Any other failure, or silence, counts as a live owner: better refuse to start than
 * open a database another process may have open.
 */
function askPeer(file: string): Promise<Peer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    let said = "";
    let failure: string | undefined;
    socket.setEncoding("utf8");
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("data", (chunk: string) => (said += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => (failure = error.code));
    socket.on("close", () => {
      if (failure === "ECONNREFUSED" || failure === "ENOENT") return resolve(null);
      const [state, pid] = said.trim().split(" ");
      resolve({ state: state === "starting" ? "starting" : "owner", pid: pid && /^\d+$/.test(pid) ? pid : null });
    });
  });
}

function tidy(file: string) {
  try {
    if (Date.now() - statSync(file).mtimeMs > TIDY_AFTER_MS) unlinkSync(file);
  } catch {
    // Gone already, or not ours to remove: it is only tidying.
  }
}

function listen(socketPath: string, greeting: () => string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on("error", () => undefined);
      socket.end(greeting());
    });
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      // The claim alone never keeps the process running.
      server.unref();
      resolve(server);
    });
  });
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

function inUse(dataDir: string, pid: string | null): StartupError {
  const who = pid ? `process ${pid}` : "another process";
  return new StartupError(
    `DATA_DIR ${path.resolve(dataDir)} is in use by ${who}; one process opens a PGlite database, run several on PostgreSQL (DATABASE_URL)`,
  );
}

/** Windows: a named pipe disappears with its process, and a second one of the same name is refused. */
async function claimWithPipe(dataDir: string): Promise<DataDirClaim> {
  const pipe = path.join("\\\\?\\pipe", path.resolve(dataDir), "db-owner");
  try {
    const server = await listen(pipe, () => `owner ${process.pid}\n`);
    return { release: () => close(server) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw inUse(dataDir, (await askPeer(pipe))?.pid ?? null);
  }
}
