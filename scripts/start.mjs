#!/usr/bin/env node
// `npm start`: builds the web app and the server when missing or older than their sources, then
// serves the whole product from one Node process running the compiled server
// (docs/decisions/264-compiled-server.md), and ends as that process ends.
import { runChild } from "./run-child.mjs";
import { buildServerIfStale, SERVER_NODE_FLAGS, serverEntry } from "./server-build.mjs";
import { buildWebIfStale, repoRoot } from "./web-build.mjs";

buildWebIfStale();
await buildServerIfStale();

runChild(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], { cwd: repoRoot });
