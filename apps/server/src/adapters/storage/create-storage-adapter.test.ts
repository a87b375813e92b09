import { expect, it } from "vitest";
import { loadConfig } from "../../config/config";
import { createStorageAdapter } from "./create-storage-adapter";

function config(env: Record<string, string>) {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
  return loaded.config;
}

it("stores under <DATA_DIR>/uploads by default and in S3 when S3_BUCKET is set", () => {
  const local = config({ DATA_DIR: "/srv/sondar" });
  expect(local.uploadsDir).toBe("/srv/sondar/uploads");
  expect(local.s3).toBeUndefined();
  expect(createStorageAdapter(local).kind).toBe("local");

  const s3 = config({
    S3_BUCKET: "sondar-uploads",
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
    S3_FORCE_PATH_STYLE: "true",
  });
  expect(s3.s3).toEqual({
    bucket: "sondar-uploads",
    endpoint: "http://127.0.0.1:9000",
    region: "us-east-1",
    credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    forcePathStyle: true,
  });
  expect(createStorageAdapter(s3).kind).toBe("s3");
  expect(config({ S3_BUCKET: "b12", S3_REGION: "eu-west-3" }).s3).toMatchObject({
    region: "eu-west-3",
    credentials: undefined,
    forcePathStyle: false,
  });
});

it("gives one line per bad S3 value, naming the variable", () => {
  const result = loadConfig({ S3_BUCKET: "Not A Bucket", S3_ENDPOINT: "not a url", S3_FORCE_PATH_STYLE: "maybe" });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors.map((l) => l.split(":")[0]).sort()).toEqual(["S3_BUCKET", "S3_ENDPOINT", "S3_FORCE_PATH_STYLE"]);
  expect(result.errors.find((l) => l.startsWith("S3_BUCKET:"))).toContain('(got "Not A Bucket")');

  const halfKey = loadConfig({ S3_BUCKET: "uploads", S3_SECRET_ACCESS_KEY: "hunter2" });
  expect(halfKey.ok ? [] : halfKey.errors).toEqual([
    "S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
  ]);
  const noBucket = loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" });
  expect(noBucket.ok ? [] : noBucket.errors).toEqual(["S3_BUCKET: is required when other S3_* variables are set"]);
});
