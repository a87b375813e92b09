import type { Config } from "../../config/config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageAdapter } from "./storage-adapter";

/** S3 when S3_BUCKET is set, otherwise files under `<DATA_DIR>/uploads`. */
export function createStorageAdapter(config: Config): StorageAdapter {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
