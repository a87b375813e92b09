import { fork, type ChildProcess } from "node:child_process";
import type { BenchServerScript } from "./bench-bundle";

/**
 * Forks `script` (a bench file run with `--serve …args`, or its bundle: benchServerScript) and
 * waits for the first message it sends, its "ready" (port, ids). The servers run in child
 * processes so the load generator and the client do not share their event loop. A bundle runs
 * on plain node, without this process's tsx loader, and with `npm start`'s node flags when
 * `startFlags` is set (a Sondar server). BENCH_CPU_PROF=<dir> writes each child's CPU profile.
 */
export async function forkBenchChild<Ready>(
  script: string | BenchServerScript,
  args: string[],
  { startFlags = false }: { startFlags?: boolean } = {},
): Promise<{ child: ChildProcess; ready: Ready }> {
  const { script: file, bundled } = typeof script === "string" ? { script, bundled: false } : script;
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // Imported when asked for, never at load: this file is bundled into the servers it starts, and
  // the build script's module runs its command line when it is the process's entry.
  let nodeFlags: string[] = [];
  if (bundled && startFlags) {
    // @ts-expect-error: a plain ES module of the build scripts, without types.
    const build = (await import("../../scripts/server-build.mjs")) as { SERVER_NODE_FLAGS: string[] };
    nodeFlags = build.SERVER_NODE_FLAGS;
  }
  const execArgv = [...(bundled ? nodeFlags : process.execArgv), ...profile];
  const child = fork(file, ["--serve", ...args], { execArgv, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`the server (${args[0] ?? "child"}) exited with ${code ?? "a signal"}`)));
  });
}

/** Sends `message` to the child and resolves with its next answer. */
export function askChild<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once("message", (answer) => resolve(answer as T));
    child.send(message);
  });
}

/** Asks the child to stop ("stop": it closes its server and database, then exits) and waits for it. */
export function stopBenchChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.send("stop");
  });
}
