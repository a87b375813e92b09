// `npm start` runs the server through run-child.mjs: its exit must tell a supervisor how the server ended.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const RUN_CHILD = path.join(import.meta.dirname, "run-child.mjs");

/** Runs `node run-child.mjs node -e <script>`; resolves with how the wrapper ended. */
function runWrapped(script, { signalWrapper } = {}) {
  const wrapper = spawn(process.execPath, [RUN_CHILD, process.execPath, "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => {
    wrapper.stdout.setEncoding("utf8");
    wrapper.stdout.on("data", (chunk) => {
      if (signalWrapper && chunk.includes("ready")) wrapper.kill(signalWrapper);
    });
    wrapper.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

describe("run-child", () => {
  it("dies by the signal that killed the server, so a supervisor sees a failure", async () => {
    expect(await runWrapped("process.kill(process.pid, 'SIGKILL')")).toEqual({ code: null, signal: "SIGKILL" });
  });

  it("dies by SIGTERM when the server died of an unhandled SIGTERM", async () => {
    expect(await runWrapped("process.kill(process.pid, 'SIGTERM')")).toEqual({ code: null, signal: "SIGTERM" });
  });

  it("exits with the server's own exit code", async () => {
    expect(await runWrapped("process.exit(3)")).toEqual({ code: 3, signal: null });
  });

  it("passes SIGTERM on to the server and exits 0 when the server shuts down cleanly", async () => {
    const server = "process.on('SIGTERM', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000)";
    expect(await runWrapped(server, { signalWrapper: "SIGTERM" })).toEqual({ code: 0, signal: null });
  });
});
