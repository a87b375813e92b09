// Whether apps/web/dist is missing or older than the sources it is built from, and a build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(repoRoot, "apps/web");
// The last file the build writes (the public site's server entry).
const lastBuiltFile = path.join(web, "dist-server/render-site-page.js");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isWebBuildStale() {
  if (!existsSync(lastBuiltFile)) return true;
  const sources = [
    "src",
    "public",
    "content",
    "locales",
    "index.html",
    "site.html",
    "survey.html",
    "vite.config.ts",
    "../../packages/core/src",
  ].map((p) => path.join(web, p));
  return Math.max(...sources.map(newestMtime)) > statSync(lastBuiltFile).mtimeMs;
}

/** Builds the web app when stale; exits the process if the build fails. */
export function buildWebIfStale() {
  if (!isWebBuildStale()) return;
  console.log("Building the web app...");
  // Always a production build: a test runner's NODE_ENV=test would make Vite bundle React's dev build.
  const result = spawnSync("npm", ["run", "build", "--workspace", "apps/web"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run directly (`node scripts/web-build.mjs`), it builds when stale: the browser tests use this.
if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
