// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliBytes, precompressAssets } from "./precompress-assets";

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("precompressAssets", () => {
  it("writes Brotli and gzip copies of the text assets that decompress to the same bytes", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "assets"));
    const script = "export const greeting = 'hello';\n".repeat(200);
    await writeFile(path.join(dir, "assets", "app-abc123.js"), script);
    await writeFile(path.join(dir, "assets", "app-abc123.css"), "body { color: red; }\n".repeat(100));
    await writeFile(path.join(dir, "assets", "tiny.js"), "export {};\n");
    await writeFile(path.join(dir, "index.html"), "<p>hello</p>\n".repeat(200));
    await writeFile(path.join(dir, "assets", "photo.png"), Buffer.alloc(4096, 7));

    expect(await precompressAssets(dir)).toEqual(["assets/app-abc123.css", "assets/app-abc123.js"]);
    const br = await readFile(path.join(dir, "assets", "app-abc123.js.br"));
    const gz = await readFile(path.join(dir, "assets", "app-abc123.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBe(await brotliBytes(script));
    // Small files, HTML (the server fills in the survey page) and images stay as they are.
    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual([
      "app-abc123.css",
      "app-abc123.css.br",
      "app-abc123.css.gz",
      "app-abc123.js",
      "app-abc123.js.br",
      "app-abc123.js.gz",
      "photo.png",
      "tiny.js",
    ]);
    expect(await readdir(dir)).not.toContain("index.html.br");
  });
});
