import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { storedSource, type ByteSource } from "#platform/storage/byte-source";
import { requireVideoItem } from "../policy";
import { normalVariant, shareVideoKey, type VideoVariant } from "../video-files";

/** GET /v1/history/{id}/share-video/file: a rendered video, for anyone who can see the item; 404 until it is rendered. */
export async function readShareVideo(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, id: string, requested: VideoVariant): Promise<ByteSource> {
  const row = await requireVideoItem(deps.db, principal, id, "read");
  const source = await storedSource(deps.storage, shareVideoKey(row, normalVariant(row, requested), "mp4"));
  if (!source) throw new AppError("not_found", 404, "This video has not been made yet: ask for it with GET /v1/history/{id}/share-video first.");
  return source;
}
