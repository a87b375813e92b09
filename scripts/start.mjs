#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then
// serves the whole product from one Node process, and ends as that process ends.
import path from "node:path";
import { runChild } from "./run-child.mjs";
import { buildWebIfStale, repoRoot } from "./web-build.mjs";

buildWebIfStale();

runChild(process.execPath, ["--import", "tsx", path.join(repoRoot, "apps/server/src/main.ts")], { cwd: repoRoot });
