// Runs one child process in the foreground and ends this process the way the child ended.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Spawns `command` with this process's stdio and environment, passes on SIGINT, SIGTERM and
 * SIGHUP, and exits with the child's code, or dies by the child's signal: a supervisor with
 * Restart=on-failure must see a server killed by a signal (SIGKILL from the OOM killer…) as a
 * failure, never as exit 0.
 */
export function runChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: process.env, ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  child.on("exit", (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    for (const name of FORWARDED) process.off(name, forward);
    process.kill(process.pid, signal);
    // A signal whose default action is not to end a process: report it as shells do.
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
  });
  return child;
}

// `node scripts/run-child.mjs <command> [args…]`, as the tests do.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  runChild(process.argv[2], process.argv.slice(3));
}
