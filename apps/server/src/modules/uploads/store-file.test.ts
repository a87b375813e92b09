import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageAdapter, StoredObject } from "../../adapters/storage/storage-adapter";
import type { DatabaseHandle } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { openTestDatabase } from "../../../test/test-database";
import { newStorageKey, storeThenRecord } from "./store-file";

/** A storage that keeps objects in memory, and can be told to fail its next put. */
function memoryStorage() {
  const objects = new Map<string, StoredObject>();
  let failNextPut = false;
  const storage: StorageAdapter = {
    kind: "local",
    put: (key, body, contentType) => {
      if (failNextPut) {
        failNextPut = false;
        return Promise.reject(new Error("disk full"));
      }
      objects.set(key, { body, contentType, size: body.byteLength });
      return Promise.resolve();
    },
    putFile: () => Promise.reject(new Error("storing a file is not used here")),
    get: (key) => Promise.resolve(objects.get(key) ?? null),
    delete: (key) => Promise.resolve(void objects.delete(key)),
  };
  return { storage, keys: () => [...objects.keys()], failNextPut: () => (failNextPut = true) };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const file = (storageKey: string) => ({ storageKey, bytes: new Uint8Array([1, 2, 3]), contentType: "image/png", lockKey: "k" });

describe("storeThenRecord", () => {
  it("stores the bytes and answers the recorded row", async () => {
    const memory = memoryStorage();
    const row = await storeThenRecord({ db: database.db, storage: memory.storage }, file("a/1.png"), () =>
      Promise.resolve({ id: "row" }),
    );
    expect(row).toEqual({ id: "row" });
    expect(memory.keys()).toEqual(["a/1.png"]);
  });

  it("deletes the stored bytes again when recording refuses or records nothing", async () => {
    const memory = memoryStorage();
    const deps = { db: database.db, storage: memory.storage };
    await expect(
      storeThenRecord(deps, file("a/2.png"), () => Promise.reject(new AppError("IMAGE_LIMIT_REACHED"))),
    ).rejects.toMatchObject({ code: "IMAGE_LIMIT_REACHED" });
    await expect(storeThenRecord(deps, file("a/3.png"), () => Promise.resolve(undefined))).rejects.toMatchObject({
      code: "INTERNAL",
    });
    expect(memory.keys()).toEqual([]);
  });

  it("records nothing when the bytes cannot be stored", async () => {
    const memory = memoryStorage();
    memory.failNextPut();
    let recorded = false;
    await expect(
      storeThenRecord({ db: database.db, storage: memory.storage }, file("a/4.png"), () => {
        recorded = true;
        return Promise.resolve({ id: "row" });
      }),
    ).rejects.toThrow("disk full");
    expect(recorded).toBe(false);
  });
});

describe("newStorageKey", () => {
  it("puts the time and 16 random hex digits under the folder, never the same twice", () => {
    const now = new Date("2026-12-06T10:00:00Z");
    const key = newStorageKey("responses/s/sess", now, "pdf");
    expect(key).toMatch(new RegExp(`^responses/s/sess/${now.getTime()}-[0-9a-f]{16}\\.pdf$`));
    expect(newStorageKey("responses/s/sess", now, "pdf")).not.toBe(key);
  });
});
