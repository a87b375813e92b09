#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then
// serves the whole product from one Node process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const builtIndex = path.join(web, "dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const sources = ["src", "public", "index.html", "../../packages/core/src"].map((p) => path.join(web, p));
  const newestSource = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (needsBuild()) {
  console.log("Building the web app...");
  const result = spawnSync("npm", ["run", "build", "--workspace", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
