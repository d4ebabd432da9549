import { describe, expect, it } from "vitest";
import { mediaForm, mediaSourceProblem, urlMedia } from "./order-media";

describe("order media", () => {
  it.each([
    ["https://cdn.example.com/talks/intro.mp3", { fileName: "intro.mp3", contentType: "audio/mpeg" }],
    ["https://cdn.example.com/v/Clip%20One.MP4?sig=1", { fileName: "Clip One.MP4", contentType: "video/mp4" }],
    ["https://cdn.example.com/stream", { fileName: "stream", contentType: "audio/mpeg" }],
    ["https://cdn.example.com/", { fileName: "media", contentType: "audio/mpeg" }],
    ["ftp://example.com/a.mp3", null],
    ["not an address", null],
  ])("reads %s", (address, expected) => {
    expect(urlMedia(address)).toEqual(expected);
  });

  it.each([
    [{ kind: "url", url: "https://a.test/x.wav" } as const, null],
    [{ kind: "url", url: "nope" } as const, "Give an address starting with https://."],
    [{ kind: "history", id: " " } as const, "Choose or paste the history item first."],
    [{ kind: "dub", id: "dub_1" } as const, null],
  ])("checks %j", (source, problem) => {
    expect(mediaSourceProblem(source)).toBe(problem);
  });

  it("sends exactly one source with the language", () => {
    const url = mediaForm({ kind: "url", url: " https://a.test/x.wav " }, "en");
    expect(Object.fromEntries(url.entries())).toEqual({
      declared_language: "en",
      media_url: "https://a.test/x.wav",
      media_url_filename: "x.wav",
      media_url_content_type: "audio/wav",
    });
    expect(Object.fromEntries(mediaForm({ kind: "history", id: "h1" }, "fr").entries())).toEqual({ declared_language: "fr", history_item_id: "h1" });
    expect(Object.fromEntries(mediaForm({ kind: "transcript", id: "t1" }, "de").entries())).toEqual({ declared_language: "de", transcript_id: "t1" });
    expect(Object.fromEntries(mediaForm({ kind: "dub", id: "d1" }, "es").entries())).toEqual({ declared_language: "es", dubbing_id: "d1" });
  });
});
