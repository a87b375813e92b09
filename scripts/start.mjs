#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then
// serves the whole product from one Node process.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildWebIfStale, repoRoot } from "./web-build.mjs";

buildWebIfStale();

const server = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], {
  cwd: repoRoot,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
