import type { VideoVariant } from "./video-files";

/** Where the video of an item in a variant is watched and downloaded (PUBLIC_URL, never the request's Host). */
export function shareVideoUrl(publicUrl: string, historyItemId: string, variant: VideoVariant): string {
  return `${publicUrl}/v1/history/${historyItemId}/share-video/file?theme=${variant.theme}&strip_v3_tags=${variant.stripTags}`;
}
