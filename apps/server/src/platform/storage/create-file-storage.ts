import path from "node:path";
import type { Config } from "../env";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

/** The configured backend: the S3 bucket when `S3_BUCKET` is set, else `DATA_DIR/files`. */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "files"));
}
