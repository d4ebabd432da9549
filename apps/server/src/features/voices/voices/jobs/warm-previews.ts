import { createHash } from "node:crypto";
import { z } from "zod";
import { defineJob } from "#platform/jobs/job-types";
import { PREMADE_VOICES } from "@vocable/speech";
import type { PreviewCache } from "../preview-cache";

export const WARM_PREVIEWS_JOB = "voices.warm-previews";

/**
 * The idempotency key of the warm-up: one per catalogue version, so of all the instances that start
 * with this catalogue, one renders the previews into shared storage and the others reuse them.
 */
export function warmPreviewsKey(): string {
  const catalogue = PREMADE_VOICES.map((v) => `${v.voiceId}|${v.engine}|${v.engineVoice}|${v.previewText}`);
  return `${WARM_PREVIEWS_JOB}:${createHash("sha256").update(catalogue.join("\n")).digest("hex").slice(0, 16)}`;
}

/**
 * Renders every premade voice's missing preview into storage, one at a time, so it never crowds
 * out requests. Other engines' voices (remote servers, local models) render theirs when first asked.
 */
export function warmPreviewsJob(previews: PreviewCache) {
  return defineJob({
    name: WARM_PREVIEWS_JOB,
    payload: z.object({}),
    attempts: 5,
    backoffMs: 30_000,
    async handler(_payload, ctx) {
      const voices = PREMADE_VOICES;
      const failed: string[] = [];
      for (const [index, voice] of voices.entries()) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        try {
          await previews.ensure(voice.voiceId);
        } catch (err) {
          ctx.log.warn(`could not render the preview of voice ${voice.voiceId}`, err);
          failed.push(voice.voiceId);
        }
        await ctx.progress({ done: index + 1, total: voices.length });
      }
      if (failed.length > 0) throw new Error(`previews not rendered: ${failed.join(", ")}`);
    },
  });
}
