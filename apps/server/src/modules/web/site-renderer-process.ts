import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

/**
 * The child's code: loads the site's server entry and answers calls to its functions until the
 * server goes away. Plain CommonJS for `node -e`, so it needs no loader in development either.
 */
const CHILD_SCRIPT = `
import(process.argv[1]).then((renderer) => {
  process.on("message", ({ id, method, args }) => {
    try {
      process.send({ id, value: renderer[method](...args) });
    } catch (error) {
      process.send({ id, error: String(error && error.stack || error) });
    }
  });
  process.send({ ready: true });
});
process.on("disconnect", () => process.exit(0));
`;

/** A child that stays silent this long after a call is taken for stuck and stopped. */
const CALL_TIMEOUT_MS = 15_000;

type Reply = { ready: true } | { id: number; value: unknown } | { id: number; error: string };

export interface SiteRendererProcess {
  /** Calls `method` of the entry's exports with `args` in the child, started if it is not running. */
  call(method: string, args: unknown[]): Promise<unknown>;
  /** Stops the child if it runs; a later call starts a new one. */
  stop(): void;
}

/** Each line the child writes (React's warnings, an error it could not send), and on which stream. */
export type SiteRendererOutput = (line: string, stream: "stdout" | "stderr") => void;

/**
 * The public site's renderer (React, the site's words and articles) run in a child process that
 * exits `idleMs` after its last call, so the server never holds it: rendered pages are kept by
 * the caller (docs/decisions/304-site-rendered-in-a-passing-process.md). What the child writes
 * goes to `output` line by line, so it reaches the server's log as log entries, not raw text.
 */
export function siteRendererProcess(entryPath: string, idleMs: number, output: SiteRendererOutput): SiteRendererProcess {
  let child: ChildProcess | undefined;
  let ready: Promise<void> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };

  const stop = () => {
    clearTimeout(idleTimer);
    child?.kill();
    child = undefined;
    ready = undefined;
  };

  const start = (): Promise<void> => {
    const started = spawn(process.execPath, ["-e", CHILD_SCRIPT, pathToFileURL(entryPath).href], {
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    child = started;
    for (const stream of ["stdout", "stderr"] as const) {
      const lines = createInterface({ input: started[stream] as NodeJS.ReadableStream, crlfDelay: Infinity });
      lines.on("line", (line) => {
        if (line.trim()) output(line, stream);
      });
    }
    return new Promise<void>((resolve, reject) => {
      const bootTimer = setTimeout(() => {
        reject(new Error(`site renderer: not ready after ${CALL_TIMEOUT_MS} ms`));
        if (child === started) stop();
      }, CALL_TIMEOUT_MS);
      bootTimer.unref();
      const gone = (error: Error) => {
        clearTimeout(bootTimer);
        reject(error);
        if (child !== started) return;
        failAll(error);
        child = undefined;
        ready = undefined;
      };
      started.on("message", (reply: Reply) => {
        if ("ready" in reply) {
          clearTimeout(bootTimer);
          return resolve();
        }
        const call = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ("error" in reply) call?.reject(new Error(`site renderer: ${reply.error}`));
        else call?.resolve(reply.value);
      });
      started.on("error", gone);
      started.on("exit", (code, signal) => gone(new Error(`site renderer exited (${signal ?? `code ${code}`})`)));
      // The child never keeps the server running: neither it, its IPC channel nor its pipes.
      started.unref();
      for (const handle of [started.channel, started.stdout, started.stderr])
        (handle as { unref?: () => void } | null | undefined)?.unref?.();
    });
  };

  const call = async (method: string, args: unknown[]): Promise<unknown> => {
    clearTimeout(idleTimer);
    ready ??= start();
    await ready;
    const id = nextId++;
    const answered = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    const running = child;
    const watchdog = setTimeout(() => {
      if (child === running) stop();
      waiting.get(id)?.reject(new Error(`site renderer: no answer after ${CALL_TIMEOUT_MS} ms`));
      waiting.delete(id);
    }, CALL_TIMEOUT_MS);
    watchdog.unref();
    child?.send({ id, method, args });
    try {
      return await answered;
    } finally {
      clearTimeout(watchdog);
      if (waiting.size === 0) {
        idleTimer = setTimeout(stop, idleMs);
        idleTimer.unref();
      }
    }
  };

  return { call, stop };
}
