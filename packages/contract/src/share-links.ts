import { z } from "zod";
import { DEFAULT_SHARE_VIDEO_THEME, SHARE_VIDEO_THEMES } from "@vocable/domain";
import { QueryBoolean, ResourceId } from "./strings";
import { CharacterAlignment } from "./text-to-speech";

/** GET /v1/history/{history_item_id}/share-link: the item's public link, made on first use. */
export const ShareLinkResponse = z
  .object({
    share_link: z.string().meta({ description: "The public page of the item: anyone holding it can play and download the audio without signing in." }),
    public_user_name: z
      .string()
      .nullable()
      .meta({ description: "The creator's public name, shown on the page (POST /v1/user/update-public-user-name); null shows no name." }),
  })
  .meta({ id: "ShareLinkResponse" });
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

export const ShareLinkIdParams = z.object({ share_link_id: ResourceId });

/** GET /v1/shared/{share_link_id} (public): what the public page of a shared item shows. */
export const SharedHistoryItem = z
  .object({
    share_link_id: z.string(),
    text: z.string(),
    voice_name: z.string(),
    public_user_name: z.string().nullable(),
    date_unix: z.number().int(),
    partial: z.boolean(),
    alignment: CharacterAlignment.nullable(),
    audio_url: z.string().meta({ description: "The audio, with byte ranges; add ?download=1 for an attachment." }),
  })
  .meta({ id: "SharedHistoryItem" });
export type SharedHistoryItem = z.infer<typeof SharedHistoryItem>;

export const SharedAudioQuery = z.object({ download: z.enum(["0", "1"]).optional() });

/** The share video's query (spec accounts §7 "Sharing": theme and strip_v3_tags). */
export const ShareVideoQuery = z.object({
  theme: z.enum(SHARE_VIDEO_THEMES).default(DEFAULT_SHARE_VIDEO_THEME).meta({ description: "colour (Multicolor), light (White) or dark (Black)" }),
  strip_v3_tags: QueryBoolean.optional().meta({ description: "true leaves bracketed segments such as [laughs] out of the text shown" }),
});

/** Where an item's share video in a variant stands. */
export const ShareVideoResponse = z
  .object({
    status: z.enum(["ready", "rendering", "failed", "not_started"]).meta({ description: "ready: video_url plays it; rendering: ask again; failed: error says why (POST starts it again)" }),
    video_url: z.string().nullable().meta({ description: "The MP4 (H.264 + AAC), with byte ranges, once ready" }),
    error: z.string().nullable(),
  })
  .meta({ id: "ShareVideoResponse" });
export type ShareVideoResponse = z.infer<typeof ShareVideoResponse>;
