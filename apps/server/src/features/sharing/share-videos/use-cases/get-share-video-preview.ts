import fs from "node:fs/promises";
import type { AppDeps, Principal } from "#platform/app-env";
import { renderSharePreview } from "../render/render-share-video";
import { withItemScene } from "../render/render-scene";
import type { HistoryRow } from "#features/speech/history/repo";
import { requireVideoItem } from "../policy";
import { normalVariant, shareVideoKey, type VideoVariant } from "../video-files";

/**
 * GET /v1/history/{id}/share-video/preview: the 320 × 320 PNG of the video in a theme, rendered on
 * the first request (a single frame: well under a second) and kept.
 */
export async function getShareVideoPreview(deps: Pick<AppDeps, "db" | "storage" | "config">, principal: Principal, id: string, requested: VideoVariant): Promise<Uint8Array> {
  return keptPreviewPng(deps, await requireVideoItem(deps.db, principal, id, "share"), requested);
}

/** A text-to-speech item's preview in a variant: the kept PNG, or rendered and kept now (also the share link's card image). */
export async function keptPreviewPng(deps: Pick<AppDeps, "storage" | "config">, row: HistoryRow, requested: VideoVariant): Promise<Uint8Array> {
  const variant = normalVariant(row, requested);
  const key = shareVideoKey(row, variant, "png");
  const kept = await deps.storage.get(key);
  if (kept) return kept;
  const png = await withItemScene(deps, row, variant, async (dir, scene) => new Uint8Array(await fs.readFile(await renderSharePreview(dir, scene))));
  await deps.storage.put(key, png, { contentType: "image/png" });
  return png;
}
