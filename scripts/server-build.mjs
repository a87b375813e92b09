// The compiled server (docs/decisions/264-compiled-server.md): apps/server/src bundled by esbuild
// into apps/server/dist/main.js, rebuilt by `npm start` when missing or older than its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(repoRoot, "apps/server");
export const serverEntry = path.join(server, "dist/main.js");
/**
 * Node's flags for the compiled server: stack traces through the source map, and a young
 * generation capped at 4 MB a semi-space (V8's default grows it to 16 MB during the start and
 * keeps it, ~20 MB of idle heap; docs/decisions/275-smaller-young-generation.md).
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=4"];

/** What the bundle is made from: a change to any of these makes it stale. */
const SOURCES = [
  path.join(server, "src"),
  path.join(repoRoot, "packages/core/src"),
  path.join(server, "package.json"),
  path.join(repoRoot, "packages/core/package.json"),
  fileURLToPath(import.meta.url),
];

/**
 * Whether a build whose output was written at `builtMtimeMs` (undefined: no output) is stale
 * against sources last changed at `sourceMtimesMs`. Pure: the file system is read by the caller.
 */
export function isBuildStale(builtMtimeMs, sourceMtimesMs) {
  if (builtMtimeMs === undefined) return true;
  return sourceMtimesMs.some((mtime) => mtime > builtMtimeMs);
}

/** The newest modification time under `target`, tests left out (they are not in the bundle). */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return target.endsWith(".test.ts") ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isServerBuildStale() {
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : undefined;
  return isBuildStale(built, built === undefined ? [] : SOURCES.map(newestMtime));
}

/**
 * Our own code (the server and @sondar/core) is bundled; every npm package stays an import
 * resolved from node_modules at run time, so PGlite's WASM and data files, native add-ons and the
 * NLP models load from their own packages exactly as under tsx.
 */
const workspaceOnly = {
  name: "workspace-only",
  setup(build) {
    build.onResolve({ filter: /^@sondar\/core\// }, (args) => ({
      path: path.join(repoRoot, "packages/core/src", `${args.path.slice("@sondar/core/".length)}.ts`),
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild's options for the server bundle; the tests build with them too (server-build.test.mjs). */
export const serverBuildOptions = {
  entryPoints: [path.join(server, "src/main.ts")],
  outfile: serverEntry,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Stack traces need the mappings only. The sources' text in the map is held in memory for the
  // process's life under --enable-source-maps (docs/decisions/274-load-rare-modules-on-first-use.md).
  sourcesContent: false,
  logLevel: "warning",
  plugins: [workspaceOnly],
};

export async function buildServer() {
  await buildBundle(path.join(server, "src/main.ts"), serverEntry);
}

/**
 * Bundles `entry` as the server is bundled. bench:ingest measures its servers this way, as
 * `npm start` runs them (`outfile` under apps/server, where the run-time files are found from).
 */
export async function buildBundle(entry, outfile) {
  const esbuild = await import("esbuild");
  await esbuild.build({ ...serverBuildOptions, entryPoints: [entry], outfile });
}

/** Builds the server when stale; exits the process if the build fails. */
export async function buildServerIfStale() {
  if (!isServerBuildStale()) return;
  console.log("Building the server...");
  try {
    await buildServer();
  } catch {
    // esbuild has printed the errors.
    process.exit(1);
  }
}

// Run directly (`node scripts/server-build.mjs`), it builds when stale; with `--entry <file>
// --outfile <file>`, it bundles that entry instead, always.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { entry: { type: "string" }, outfile: { type: "string" } } });
  if (values.entry && values.outfile) await buildBundle(path.resolve(values.entry), path.resolve(values.outfile));
  else await buildServerIfStale();
}
