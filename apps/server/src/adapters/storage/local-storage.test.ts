import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";

const dir = mkdtempSync(path.join(os.tmpdir(), "sondar-local-storage-"));
const root = path.join(dir, "uploads");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("puts, gets back identical bytes and content type, deletes, then finds nothing", async () => {
  const storage = createLocalStorage(root);
  const key = "surveys/8f0c6a52-6a43-4d55-9a0e-0c6cf0a1e001/q_1_abc/1764000000000-ab12cd34.jpg";
  const body = new Uint8Array(5000).map((_, i) => (i * 7) % 256);

  await storage.put(key, body, "image/jpeg");
  expect(existsSync(path.join(root, key))).toBe(true);
  const stored = await storage.get(key);
  expect(stored).toMatchObject({ contentType: "image/jpeg", size: 5000 });
  expect(Buffer.from(stored!.body as Uint8Array).equals(Buffer.from(body))).toBe(true);
  // No temporary files are left behind.
  expect(readdirSync(path.dirname(path.join(root, key))).filter((f) => f.endsWith(".tmp"))).toEqual([]);

  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key);
});

it("stores a file from disk as a copy, and reads a large file back as a stream of the same bytes", async () => {
  const storage = createLocalStorage(root);
  const key = "exports/u1/archive.json.gz";
  const body = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 13) % 251);
  const file = path.join(dir, "archive-to-store.gz");
  writeFileSync(file, body);

  await storage.putFile(key, file, "application/gzip");
  expect(existsSync(file)).toBe(true);
  const stored = await storage.get(key);
  expect(stored).toMatchObject({ contentType: "application/gzip", size: body.byteLength });
  // Over 1 MiB: a stream, so serving it never holds the whole file.
  expect(stored!.body).toBeInstanceOf(ReadableStream);
  const read = new Uint8Array(await new Response(stored!.body).arrayBuffer());
  expect(Buffer.from(read).equals(Buffer.from(body))).toBe(true);
  expect(readdirSync(path.dirname(path.join(root, key))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
});

it("refuses keys that could leave the uploads folder", async () => {
  const storage = createLocalStorage(root);
  writeFileSync(path.join(dir, "secret.txt"), "top secret");
  for (const key of ["../secret.txt", "surveys/../../secret.txt", "surveys/..", "/etc/passwd", "a\\..\\b", "a//b", "", "a/./b"]) {
    await expect(storage.get(key), key).rejects.toThrow(/Refused/);
    await expect(storage.put(key, new Uint8Array([1]), "text/plain"), key).rejects.toThrow(/Refused/);
    await expect(storage.delete(key), key).rejects.toThrow(/Refused/);
  }
  expect(existsSync(path.join(dir, "secret.txt"))).toBe(true);
});
