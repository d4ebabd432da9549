import { createReadStream } from "node:fs";
import { APP_ROUTES, SHARE_VIDEO_THEME_LABELS, SHARE_VIDEO_THEMES } from "@vocable/domain";
import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { findHistoryItem } from "#features/speech/history/repo";
import { renderShareVideo } from "../render/render-share-video";
import { withItemScene } from "../render/render-scene";
import { shareVideoKey } from "../video-files";

export const RENDER_SHARE_VIDEO_JOB = "share-video.render";

const Payload = z.object({
  workspaceId: z.string().min(1).max(64),
  historyItemId: z.string().min(1).max(64),
  theme: z.enum(SHARE_VIDEO_THEMES),
  stripTags: z.boolean(),
  /** Who asked first (their bell hears when it is ready). */
  requestedBy: z.string().min(1).max(64).optional(),
});
type Payload = z.infer<typeof Payload>;

/** One job per item, theme and tag switch: a second request (a double click, another instance) joins it. */
export const renderJobKey = (p: Omit<Payload, "requestedBy">) => `${RENDER_SHARE_VIDEO_JOB}:${p.workspaceId}:${p.historyItemId}:${p.theme}:${p.stripTags ? "stripped" : "kept"}`;

/**
 * The `share-video.render` job: renders an item's share video with ffmpeg (render-share-video.ts)
 * and stores it, where every later request for the same item, theme and switch finds it. An item
 * deleted meanwhile, or a video already stored, ends the job without work.
 */
export function renderShareVideoJob(deps: Pick<AppDeps, "db" | "storage" | "config">): JobKind<Payload> {
  return defineJob({
    name: RENDER_SHARE_VIDEO_JOB,
    payload: Payload,
    attempts: 2,
    backoffMs: 2_000,
    // ffmpeg takes a core while it renders: one at a time, in a slot of its own (never holding up e-mail).
    concurrency: 1,
    ownSlots: true,
    handler: async (p, ctx) => {
      const row = await findHistoryItem(deps.db, p.workspaceId, p.historyItemId);
      if (!row) return;
      const variant = { theme: p.theme, stripTags: p.stripTags };
      const key = shareVideoKey(row, variant, "mp4");
      if (await deps.storage.exists(key)) return;
      await withItemScene(deps, row, variant, async (dir, scene) => {
        const file = await renderShareVideo(dir, scene, ctx.signal);
        await deps.storage.put(key, createReadStream(file), { contentType: "video/mp4" });
      });
      if (p.requestedBy) {
        await notifyUser(deps.db, p.requestedBy, {
          severity: "success",
          title: "Share video ready",
          description: `The ${SHARE_VIDEO_THEME_LABELS[p.theme]} video of “${row.text.length > 60 ? `${row.text.slice(0, 59)}…` : row.text}” is ready to download.`,
          needsAttention: false,
          event: "share_video.ready",
          link: APP_ROUTES.textToSpeechHistory,
        });
      }
    },
  });
}
