import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { siteRendererProcess } from "./site-renderer-process";

const dir = mkdtempSync(path.join(os.tmpdir(), "sondar-site-renderer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = path.join(dir, "render-site-page.js");
writeFileSync(
  entry,
  `let calls = 0;
export const whoAmI = (label) => ({ pid: process.pid, label, calls: ++calls });
export const boom = () => { throw new Error("no such page"); };
export const chatty = () => { console.error("Warning: a key is missing"); console.log("rendered"); return "done"; };`,
);
const ignoreOutput = () => undefined;

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number) {
  const giveUp = Date.now() + 5_000;
  while (running(pid) && Date.now() < giveUp) await sleep(20);
  return !running(pid);
}

describe("the site's renderer process", () => {
  it("runs the entry in a process of its own, kept for calls close together and gone once idle", async () => {
    const renderer = siteRendererProcess(entry, 300, ignoreOutput);
    const first = (await renderer.call("whoAmI", ["a"])) as { pid: number; label: string; calls: number };
    expect(first.pid).not.toBe(process.pid);
    expect(first.label).toBe("a");
    const second = (await renderer.call("whoAmI", ["b"])) as { pid: number; calls: number };
    expect(second).toMatchObject({ pid: first.pid, calls: 2 });

    expect(await gone(first.pid)).toBe(true);
    const later = (await renderer.call("whoAmI", ["c"])) as { pid: number; calls: number };
    expect(later.pid).not.toBe(first.pid);
    expect(later.calls).toBe(1);
    renderer.stop();
    expect(await gone(later.pid)).toBe(true);
  });

  it("passes the entry's error on to the caller and keeps serving", async () => {
    const renderer = siteRendererProcess(entry, 1_000, ignoreOutput);
    await expect(renderer.call("boom", [])).rejects.toThrow(/no such page/);
    expect(await renderer.call("whoAmI", ["after"])).toMatchObject({ label: "after" });
    renderer.stop();
  });

  it("fails its calls when the entry cannot be loaded, and tries again on the next call", async () => {
    const broken = path.join(dir, "broken.js");
    writeFileSync(broken, "export const whoAmI = ;");
    const renderer = siteRendererProcess(broken, 1_000, ignoreOutput);
    await expect(renderer.call("whoAmI", [])).rejects.toThrow(/site renderer exited/);
    writeFileSync(broken, "export const whoAmI = () => 'fixed';");
    expect(await renderer.call("whoAmI", [])).toBe("fixed");
    renderer.stop();
  });

  it("hands what the child writes to its output, line by line, with the stream it came on", async () => {
    const lines: [string, string][] = [];
    const renderer = siteRendererProcess(entry, 1_000, (line, stream) => lines.push([line, stream]));
    expect(await renderer.call("chatty", [])).toBe("done");
    const giveUp = Date.now() + 5_000;
    while (lines.length < 2 && Date.now() < giveUp) await sleep(20);
    expect(lines).toEqual(
      expect.arrayContaining([
        ["Warning: a key is missing", "stderr"],
        ["rendered", "stdout"],
      ]),
    );
    renderer.stop();
  });
});
