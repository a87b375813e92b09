import { fork, type ChildProcess } from "node:child_process";
import type { BenchServerScript } from "./bench-bundle";

/**
 * Forks `script` (a bench file run with `--serve …args`, or its bundle: benchServerScript) and
 * waits for the first message it sends, its "ready" (port, ids). The servers run in child
 * processes so the load generator and the client do not share their event loop. A bundle runs
 * on plain node, without this process's tsx loader, with `nodeFlags` (a Sondar server gets
 * `npm start`'s). BENCH_CPU_PROF=<dir> writes each child's CPU profile.
 */
export function forkBenchChild<Ready>(
  script: string | BenchServerScript,
  args: string[],
  nodeFlags: readonly string[] = [],
): Promise<{ child: ChildProcess; ready: Ready }> {
  const { script: file, bundled } = typeof script === "string" ? { script, bundled: false } : script;
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
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
