// The real server (main.ts) started with bad settings or on an unusable machine: it exits
// non-zero with one line on stderr that names the cause, and never a stack trace.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../test/faults/server-process";

const MAIN = path.resolve(import.meta.dirname, "main.ts");
const root = mkdtempSync(path.join(tmpdir(), "sondar-start-"));
const webDist = path.join(root, "web-dist");
mkdirSync(webDist);
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

const isRoot = process.getuid?.() === 0;
/** Root may mount a small or read-only file system in a mount namespace of the server's own. */
const canMount = isRoot && spawnSync("unshare", ["-m", "true"]).status === 0;

interface Started {
  child: ChildProcess;
  port: number;
  /** Resolves when the process ends, with its code and what it wrote to stderr. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Starts main.ts with `env` on top of a quiet local set-up; `mount` runs it over a fresh tmpfs at DATA_DIR. */
async function startServer(env: Record<string, string>, options: { mount?: string } = {}): Promise<Started> {
  const port = Number(env.PORT ?? (await freePort()));
  const fullEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? root,
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    WEB_DIST_DIR: webDist,
    ...env,
    PORT: String(port),
  };
  const node = [process.execPath, "--import", "tsx", MAIN];
  const child = options.mount
    ? spawn("unshare", ["-m", "sh", "-c", `mount -t tmpfs -o ${options.mount} tmpfs "$DATA_DIR" && exec "$@"`, "sh", ...node], {
        env: fullEnv,
        stdio: ["ignore", "ignore", "pipe"],
      })
    : spawn(node[0] as string, node.slice(1), { env: fullEnv, stdio: ["ignore", "ignore", "pipe"] });
  running.push(child);
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (stderr += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, port, exit };
}

/** The failure line of a server that must not start; fails if it started or said more than one line. */
async function failureLine(env: Record<string, string>, options: { mount?: string } = {}): Promise<string> {
  const started = await startServer(env, options);
  const timer = setTimeout(() => started.child.kill("SIGKILL"), 45_000);
  const { code, stderr } = await started.exit;
  clearTimeout(timer);
  expect(code).toBe(1);
  const lines = stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Sondar could not start: /);
  return lines[0] as string;
}

async function waitForHealth(port: number) {
  for (let tries = 0; tries < 150; tries += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on port ${port} did not become healthy`);
}

const folder = (name: string) => {
  const dir = path.join(root, `${name}-${randomBytes(3).toString("hex")}`);
  mkdirSync(dir);
  return dir;
};

// Each case starts a server process: slow on a busy machine, hence the long timeouts.
describe.runIf(process.env.DB_KIND !== "postgres").concurrent("a server that cannot start", { timeout: 90_000 }, () => {
  it("says DATA_DIR is not a folder when it is a file", async () => {
    const file = path.join(root, "a-file");
    writeFileSync(file, "");
    expect(await failureLine({ DATA_DIR: file })).toBe(
      `Sondar could not start: DATA_DIR ${file} is not a folder (set DATA_DIR to a folder)`,
    );
  });

  it.runIf(canMount)("says DATA_DIR cannot be written on a read-only file system", async () => {
    const dir = folder("read-only");
    expect(await failureLine({ DATA_DIR: dir }, { mount: "ro,size=1m" })).toBe(
      `Sondar could not start: cannot write to DATA_DIR ${dir}: the file system is read-only`,
    );
  });

  it.runIf(!isRoot)("says DATA_DIR cannot be written when the folder is not writable", async () => {
    const dir = folder("no-write");
    chmodSync(dir, 0o555);
    expect(await failureLine({ DATA_DIR: dir })).toBe(
      `Sondar could not start: cannot write to DATA_DIR ${dir}: permission denied`,
    );
  });

  it.runIf(canMount)("says the disk is full when the database does not fit on it", async () => {
    const dir = folder("full");
    expect(await failureLine({ DATA_DIR: dir }, { mount: "size=2m" })).toBe(
      `Sondar could not start: no space left on the disk that holds DATA_DIR ${dir}`,
    );
  });

  it("says the database cannot be reached when nothing listens at DATABASE_URL", async () => {
    const port = await freePort();
    expect(await failureLine({ DATABASE_URL: `postgres://sondar:secret@127.0.0.1:${port}/sondar` })).toBe(
      `Sondar could not start: cannot reach the database at 127.0.0.1:${port}/sondar: connection refused (is PostgreSQL running? check DATABASE_URL)`,
    );
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("says the database does not exist", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = "/sondar_missing_database";
    expect(await failureLine({ DATABASE_URL: url.toString() })).toBe(
      `Sondar could not start: database "sondar_missing_database" does not exist on ${url.hostname}:${url.port || "5432"} (create it, or fix DATABASE_URL)`,
    );
  });

  it("says the port is taken", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      expect(await failureLine({ DATA_DIR: folder("port"), PORT: String(port) })).toBe(
        `Sondar could not start: 127.0.0.1:${port} is already in use by another program (choose another PORT)`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe.runIf(process.env.DB_KIND !== "postgres")("two processes on one PGlite folder", { timeout: 120_000 }, () => {
  it("refuses the second with one line while the first serves, and frees the folder at once when the first is killed", async () => {
    const dir = folder("shared");
    const first = await startServer({ DATA_DIR: dir });
    await waitForHealth(first.port);

    const line = await failureLine({ DATA_DIR: dir });
    expect(line).toBe(
      `Sondar could not start: DATA_DIR ${dir} is in use by process ${first.child.pid}; one process opens a PGlite database, run several on PostgreSQL (DATABASE_URL)`,
    );
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    first.child.kill("SIGKILL");
    await first.exit;
    const next = await startServer({ DATA_DIR: dir });
    await waitForHealth(next.port);
    next.child.kill("SIGTERM");
    expect((await next.exit).code).toBe(0);
  });
});
