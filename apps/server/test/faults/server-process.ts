import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, type WriteStream } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const MAIN = path.resolve(import.meta.dirname, "../../src/main.ts");

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning: () => boolean;
  /** What the process wrote to stderr so far. */
  stderr: () => string;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the real server (main.ts) in a process of its own; its output goes to `logFile`. */
export function spawnServer(env: Record<string, string>, logFile: string): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: WriteStream = createWriteStream(logFile, { flags: "a" });
  let stderr = "";
  child.stdout?.pipe(log, { end: false });
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr += chunk;
    log.write(chunk);
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      running = false;
      log.end(`\n[exited: code ${code}, signal ${signal}]\n`);
      resolve({ code, signal });
    }),
  );
  return { child, pid: child.pid ?? -1, exited, isRunning: () => running, stderr: () => stderr };
}

/** Resolves once /api/health answers 200; throws if the process ends first or `timeoutMs` passes. */
export async function waitForHealth(server: ServerProcess, baseUrl: string, timeoutMs = 90_000): Promise<void> {
  const giveUp = Date.now() + timeoutMs;
  while (Date.now() < giveUp) {
    if (!server.isRunning()) throw new Error(`the server exited before it was healthy: ${server.stderr().trim().slice(0, 300)}`);
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (res?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms`);
}

/** Asks the server to stop (SIGTERM) and waits; SIGKILL after `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 15_000) {
  if (!server.isRunning()) return server.exited;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}
