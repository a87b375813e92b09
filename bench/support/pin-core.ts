import { execFileSync } from "node:child_process";
import os from "node:os";

/**
 * Pins process `pid` and all its threads to `core` with `taskset -a -cp`; false when that is not
 * possible here (no such core, no taskset, BENCH_PIN=0), and the process runs unpinned.
 */
export function pinToCore(pid: number | undefined, core: number): boolean {
  if (process.env.BENCH_PIN === "0" || os.availableParallelism() <= core || pid === undefined) return false;
  try {
    execFileSync("taskset", ["-a", "-cp", String(core), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
