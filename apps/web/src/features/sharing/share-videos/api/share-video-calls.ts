import type { ShareVideoTheme } from "@vocable/domain";
import { api, data } from "#lib/api";

export interface VideoRequest {
  historyItemId: string;
  theme: ShareVideoTheme;
  stripTags: boolean;
}

const params = (r: VideoRequest) => ({ path: { history_item_id: r.historyItemId }, query: { theme: r.theme, strip_v3_tags: r.stripTags ? "true" : "false" } as const });

/** GET …/share-video/preview: the 320 × 320 PNG of the video in a theme. */
export async function fetchShareVideoPreview(r: VideoRequest, signal?: AbortSignal): Promise<Blob> {
  const png = await data(api.GET("/v1/history/{history_item_id}/share-video/preview", { params: params(r), parseAs: "blob", signal }));
  return png ?? new Blob([]);
}

/** How often the modal asks again while the video renders. */
const POLL_MS = 1_000;

/**
 * POST …/share-video until the video is made: answers where the MP4 is, as a path on this origin
 * (the page plays and downloads it with the session). A failed rendering throws its error.
 */
export async function generateShareVideo(r: VideoRequest, signal?: AbortSignal): Promise<string> {
  for (;;) {
    const state = await data(api.POST("/v1/history/{history_item_id}/share-video", { params: params(r), signal }));
    if (state.status === "ready" && state.video_url) {
      const url = new URL(state.video_url, window.location.origin);
      return `${url.pathname}${url.search}`;
    }
    if (state.status === "failed") throw new Error(state.error ?? "The video could not be rendered.");
    await new Promise<void>((resolve, reject) => {
      const timer = window.setTimeout(resolve, POLL_MS);
      signal?.addEventListener("abort", () => (window.clearTimeout(timer), reject(signal.reason as Error)), { once: true });
    });
  }
}
