import path from "node:path";
import type { Config } from "../env";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";

/**
 * The configured backend: the S3 bucket when `S3_BUCKET` is set, else `DATA_DIR/files`. The S3
 * client is loaded only when configured (it is a large module: a tenth of a second at start).
 */
export async function createFileStorage(config: Pick<Config, "dataDir" | "s3">): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, "files"));
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config.s3);
}
