import type { OrderItemRequest } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { draftPriceCents, eligibleMedia, emptyDraft, itemRequest, itemSummary } from "./order-items";
import type { OrderMedia } from "./order-media";

const media = (id: string, language: string, source: OrderMedia["source"] = "upload", seconds = 90): OrderMedia => ({
  media_id: id,
  name: `${id}.mp3`,
  content_type: "audio/mpeg",
  language,
  duration_seconds: seconds,
  source,
});
const names: Record<string, string> = { en: "English", fr: "French", de: "German" };
const languageName = (code: string) => names[code] ?? code;

describe("an order's items", () => {
  it("offers the media in the item's language, and only dub media for a dub review", () => {
    const all = [media("a", "en"), media("b", "fr"), media("c", "en", "dub")];
    expect(eligibleMedia(all, "transcription", "en").map((m) => m.media_id)).toEqual(["a", "c"]);
    expect(eligibleMedia(all, "dub", "en").map((m) => m.media_id)).toEqual(["c"]);
  });

  it.each([
    [{ ...emptyDraft("transcription", "en") }, "Choose at least one media file."],
    [{ ...emptyDraft("dub", "en") }, "Choose the dub's media to review."],
    [{ ...emptyDraft("dub", "en"), mediaIds: ["c"] }, "Choose at least one language of the dub to review."],
    [{ ...emptyDraft("transcription", "") }, "Choose the language spoken in the media."],
  ])("refuses an incomplete draft (%#)", (draft, problem) => {
    expect(itemRequest(draft)).toEqual({ problem });
  });

  it("builds each kind's request", () => {
    expect(itemRequest({ ...emptyDraft("transcription", "en"), mediaIds: ["a"], verbatim: true, instructions: "  " })).toEqual({
      item: { kind: "transcription", media_ids: ["a"], source_language: "en", verbatim: true, instructions: undefined },
    });
    const subtitles = itemRequest({ ...emptyDraft("subtitles", "en"), mediaIds: ["a"], destinationLanguages: ["en", "fr"], subtitleStyle: "single", sdh: true });
    expect(subtitles).toMatchObject({ item: { kind: "subtitles", destination_languages: ["fr"], cue_options: { max_lines_per_cue: 1 }, sdh: true } });
    expect(itemRequest({ ...emptyDraft("dub", "en"), mediaIds: ["c"], destinationLanguages: ["de"], includeCaptions: true })).toMatchObject({
      item: { kind: "dub", media_id: "c", destination_languages: ["de"], include_captions: true, include_source_captions: true },
    });
  });

  it.each([
    [{ kind: "transcription", media_ids: ["a", "b"], source_language: "en", verbatim: true } satisfies OrderItemRequest, "Transcription · English · verbatim · 2 files"],
    [{ kind: "subtitles", media_ids: ["a"], source_language: "en", destination_languages: ["fr", "de"], sdh: true } satisfies OrderItemRequest, "Subtitles · English · into French, German · SDH · 1 file"],
    [
      { kind: "dub", media_id: "c", source_language: "en", destination_languages: ["fr"], include_captions: false, include_source_captions: false } satisfies OrderItemRequest,
      "Dub review · English · into French · 1 file",
    ],
  ] as [OrderItemRequest, string][])("describes %j", (item, text) => {
    expect(itemSummary(item, languageName)).toBe(text);
  });

  it("estimates the price from the table: started minutes times the rate", () => {
    const all = [media("a", "en", "upload", 90), media("b", "en", "upload", 30)];
    expect(draftPriceCents({ ...emptyDraft("transcription", "en"), mediaIds: ["a", "b"] }, all)).toBe(3 * 150);
    expect(draftPriceCents({ ...emptyDraft("transcription", "en") }, all)).toBe(0);
  });
});
