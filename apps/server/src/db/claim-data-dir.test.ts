import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimDataDir } from "./claim-data-dir";
import { StartupError } from "../lib/startup-error";

const CHILD = path.resolve(import.meta.dirname, "../../test/fixtures/claim-data-dir-child.ts");
const root = mkdtempSync(path.join(tmpdir(), "sondar-claim-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

let folders = 0;
function freshFolder() {
  folders += 1;
  const dir = path.join(root, String(folders));
  mkdirSync(dir);
  return dir;
}

/** Another process, loaded and ready to claim `dir` when `go()` is called. */
function startClaimer(dir: string): Promise<{ child: ChildProcess; go: () => Promise<string> }> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, dir], { stdio: ["pipe", "pipe", "inherit"] });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffered = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
  return nextLine().then((ready) => {
    if (ready !== "ready") throw new Error(`claiming process said "${ready}"`);
    return {
      child,
      go: () => {
        child.stdin?.write("go\n");
        return nextLine();
      },
    };
  });
}

/** Another process that claims `dir` at once; its answer. */
async function claimInChild(dir: string) {
  const claimer = await startClaimer(dir);
  return { child: claimer.child, said: await claimer.go() };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

describe("claimDataDir", () => {
  it("refuses a second claim on a claimed folder, naming the process that holds it, until it is released", async () => {
    const dir = freshFolder();
    const first = await claimDataDir(dir);
    const second = claimDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(StartupError);
    await expect(second).rejects.toThrow(`is in use by process ${process.pid}; one process opens a PGlite database`);
    await first.release();
    const again = await claimDataDir(dir);
    await again.release();
  });

  it("refuses a claim held by another process", async () => {
    const dir = freshFolder();
    const { child, said } = await claimInChild(dir);
    expect(said).toBe("claimed");
    await expect(claimDataDir(dir)).rejects.toThrow(`is in use by process ${child.pid}`);
    child.stdin?.end();
    await exited(child);
    await (await claimDataDir(dir)).release();
  });

  it("is free at once after its owner is killed with SIGKILL", async () => {
    const dir = freshFolder();
    const { child, said } = await claimInChild(dir);
    expect(said).toBe("claimed");
    child.kill("SIGKILL");
    await exited(child);
    const claim = await claimDataDir(dir);
    await claim.release();
  });

  it("goes to exactly one of several processes that find a dead owner's socket at the same time", async () => {
    for (let round = 0; round < 3; round += 1) {
      const dir = freshFolder();
      const owner = await claimInChild(dir);
      owner.child.kill("SIGKILL");
      await exited(owner.child);
      // All three loaded first, then set off together.
      const results = await Promise.all([startClaimer(dir), startClaimer(dir), startClaimer(dir)]);
      const said = await Promise.all(results.map((result) => result.go()));
      expect(said.filter((line) => line === "claimed")).toHaveLength(1);
      expect(said.filter((line) => line.startsWith("refused: DATA_DIR"))).toHaveLength(2);
      for (const { child } of results) child.stdin?.end();
      await Promise.all(results.map(({ child }) => exited(child)));
    }
  });
});
