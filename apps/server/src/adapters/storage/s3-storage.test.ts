import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import type { StoredObject } from "./storage-adapter";

// s3rver is a real S3 protocol implementation on loopback. It checks the access key id but,
// for signature V4, not the signature itself.
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let server: S3rver;
let endpoint = "";
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "sondar-s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: "uploads" }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(body: StoredObject["body"]): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

it("puts, gets back identical bytes and content type, deletes, then finds nothing", async () => {
  const storage = createS3Storage({ bucket: "uploads", endpoint, region: "us-east-1", credentials, forcePathStyle: true });
  const key = "surveys/8f0c6a52-6a43-4d55-9a0e-0c6cf0a1e001/logo/1764000000000-ab12cd34.png";
  const body = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);

  await storage.put(key, body, "image/png");
  const stored = await storage.get(key);
  expect(stored?.contentType).toBe("image/png");
  expect(stored?.size).toBe(body.byteLength);
  expect(Buffer.from(await bytesOf(stored!.body)).equals(Buffer.from(body))).toBe(true);

  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  // Deleting what is gone is not an error.
  await storage.delete(key);
  storage.close();
});

it("stores a file from disk as it is, streamed up (the download-my-data archive)", async () => {
  const storage = createS3Storage({ bucket: "uploads", endpoint, region: "us-east-1", credentials, forcePathStyle: true });
  const key = "exports/u1/archive.json.gz";
  const body = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 13) % 251);
  const file = path.join(dir, "archive-to-upload.gz");
  writeFileSync(file, body);

  await storage.putFile(key, file, "application/gzip");
  const stored = await storage.get(key);
  expect(stored).toMatchObject({ contentType: "application/gzip", size: body.byteLength });
  expect(Buffer.from(await bytesOf(stored!.body)).equals(Buffer.from(body))).toBe(true);
  storage.close();
});

it("answers null for a key that was never stored", async () => {
  const storage = createS3Storage({ bucket: "uploads", endpoint, region: "us-east-1", credentials, forcePathStyle: true });
  expect(await storage.get("surveys/none/logo/missing.png")).toBeNull();
  storage.close();
});

it("fails when the store does not know the access key", async () => {
  const storage = createS3Storage({
    bucket: "uploads",
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "NOBODY", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  await expect(storage.put("surveys/x/logo/a.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/Access Key Id/);
  storage.close();
});

it("refuses keys with '..' before calling the store", async () => {
  const storage = createS3Storage({ bucket: "uploads", endpoint, region: "us-east-1", credentials, forcePathStyle: true });
  await expect(storage.put("surveys/../secrets.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow(/Refused/);
  storage.close();
});
