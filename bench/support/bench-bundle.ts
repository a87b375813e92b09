import { spawnSync } from "node:child_process";
import { basename, extname, join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../..");

/** A bench file's server as its children run it: the file itself under tsx, or its bundle. */
export interface BenchServerScript {
  script: string;
  /** Bundled: run by plain node, without the parent's tsx loader. */
  bundled: boolean;
}

/**
 * The servers of the bench file `entry` as `npm start` runs ours: bundled by esbuild the way
 * scripts/server-build.mjs bundles the server (docs/decisions/264-compiled-server.md), into
 * apps/server/dist/bench-<name>.mjs, where the files the server reads at run time are found as in
 * production. BENCH_SERVER=source keeps the file itself, run from source by tsx.
 */
export function benchServerScript(entry: string): BenchServerScript {
  if (process.env.BENCH_SERVER === "source") return { script: entry, bundled: false };
  const outfile = join(repoRoot, "apps/server/dist", `bench-${basename(entry, extname(entry))}.mjs`);
  const built = spawnSync(
    process.execPath,
    [join(repoRoot, "scripts/server-build.mjs"), "--entry", entry, "--outfile", outfile],
    { stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`bundling ${basename(entry)}'s servers failed`);
  return { script: outfile, bundled: true };
}

/** How a report says what ran: "server(s) <this>". */
export function describeBenchServer(server: BenchServerScript): string {
  return server.bundled ? "bundled as for npm start" : "run from source by tsx";
}
