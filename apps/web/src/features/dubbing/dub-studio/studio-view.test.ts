import type { DubbingResource } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import {
  addableLanguages,
  cacheBusted,
  mediaPath,
  ownRenderType,
  renderOutcome,
  segmentIndexAt,
  segmentStart,
  segmentTimeText,
  segmentsInTime,
  speakerLabel,
  speakerViews,
  staleSegmentIds,
} from "./studio-view";

const ref = (src: string) => ({ src, content_type: "audio/wav", bucket_name: "local", random_path_slug: "d1", duration_secs: 1, is_audio: true, url: `http://vocable.test:3000/v1/dubbing/resource/d1/media/${src}` });
const line = (text: string, start: number, end: number, stale = false) => ({ text, start_time: start, end_time: end, subtitles: [], audio_stale: stale, warning: null, media_ref: ref("clip") });
const segment = (id: string, start: number, end: number, text: string, dubs: DubbingResource["speaker_segments"][string]["dubs"]) => ({ id, start_time: start, end_time: end, text, subtitles: [], dubs });

const resource: Pick<DubbingResource, "speaker_tracks" | "speaker_segments"> = {
  speaker_tracks: {
    speaker_1: { id: "speaker_1", media_ref: ref("speaker.speaker_1"), speaker_name: "Host", voices: { es: "v-host" }, voice_labels: { es: "Lucia, chosen in the studio" }, segments: ["seg_3", "seg_2"] },
    speaker_0: { id: "speaker_0", media_ref: ref("speaker.speaker_0"), speaker_name: "speaker_0", voices: {}, segments: ["seg_1", "gone"] },
    speaker_2: { id: "speaker_2", media_ref: ref("speaker.speaker_2"), speaker_name: "Narrator", voices: {}, segments: [] },
  },
  speaker_segments: {
    seg_1: segment("seg_1", 0.5, 2, "Good morning.", { es: line("Buenos días.", 0.6, 1.9) }),
    seg_2: segment("seg_2", 2.5, 4, "Bring the bread.", { es: line("Trae el pan.", 2.5, 3.8, true) }),
    seg_3: segment("seg_3", 4.2, 6, "Thank you.", {}),
  },
};

describe("the studio's speakers and segments", () => {
  const speakers = speakerViews(resource, "es");

  it("orders speakers by their first line (none last), their segments by time, and leaves out ids with no segment", () => {
    expect(speakers.map((s) => s.id)).toEqual(["speaker_0", "speaker_1", "speaker_2"]);
    expect(speakers[1].segments.map((s) => s.id)).toEqual(["seg_2", "seg_3"]);
    expect(speakers[0].segments.map((s) => s.id)).toEqual(["seg_1"]);
  });

  it("names a numbered speaker from 1, and gives the voice of the language with its label", () => {
    expect(speakers.map((s) => s.name)).toEqual(["Speaker 1", "Host", "Narrator"]);
    expect(speakers[1]).toMatchObject({ voiceId: "v-host", voiceLabel: "Lucia, chosen in the studio" });
    expect(speakers[0]).toMatchObject({ voiceId: null, voiceLabel: null });
    expect(speakerViews(resource, "fr")[1]).toMatchObject({ voiceId: null, voiceLabel: null });
  });

  it("gives each segment its source text and line, stale when the clip is old or missing", () => {
    expect(speakers[0].segments[0]).toEqual({ id: "seg_1", speakerId: "speaker_0", start: 0.5, end: 2, sourceText: "Good morning.", line: { text: "Buenos días.", start: 0.6, end: 1.9, warning: null }, stale: false });
    expect(speakers[1].segments.map((s) => [s.id, s.stale, s.line?.text ?? null])).toEqual([
      ["seg_2", true, "Trae el pan."],
      ["seg_3", true, null],
    ]);
    const all = segmentsInTime(speakers);
    expect(all.map((s) => s.id)).toEqual(["seg_1", "seg_2", "seg_3"]);
    expect(staleSegmentIds(all)).toEqual(["seg_2", "seg_3"]);
  });

  it("seeks to the clip in a dub and to the source's place in the original", () => {
    const [first] = speakers[0].segments;
    expect(segmentStart(first, false)).toBe(0.6);
    expect(segmentStart(first, true)).toBe(0.5);
    expect(segmentStart(speakers[1].segments[1], false)).toBe(4.2);
  });
});

describe("speaker names", () => {
  it.each([
    ["speaker_0", "Speaker 1"],
    ["SPEAKER_11", "Speaker 12"],
    ["Host", "Host"],
    ["speaker_x", "speaker_x"],
  ])("%s is shown as %s", (name, shown) => expect(speakerLabel(name)).toBe(shown));
});

describe("the segment being heard", () => {
  const segments = [
    { start: 0.5, end: 2 },
    { start: 1.5, end: 3 },
    { start: 4, end: 5 },
  ];
  it.each([
    [0, -1],
    [0.5, 0],
    [1.6, 1],
    [2.5, 1],
    [3, -1],
    [4.99, 2],
    [9, -1],
  ])("at %s s it is %s", (time, index) => expect(segmentIndexAt(segments, time)).toBe(index));
});

describe("segment times", () => {
  it.each([
    [0, 1.25, "0:00.0–0:01.3"],
    [59.96, 61.04, "1:00.0–1:01.0"],
    [125.4, 130, "2:05.4–2:10.0"],
  ])("%s to %s reads %s", (start, end, text) => expect(segmentTimeText(start, end)).toBe(text));
});

describe("media addresses", () => {
  it("keeps the path of a media URL, whatever its origin", () => {
    expect(mediaPath("http://vocable.test:3000/v1/dubbing/resource/d1/media/source")).toBe("/v1/dubbing/resource/d1/media/source");
    expect(mediaPath("/v1/dubbing/resource/d1/media/source")).toBe("/v1/dubbing/resource/d1/media/source");
  });
  it.each([
    ["/v1/dubbing/d1/audio/es", null, "/v1/dubbing/d1/audio/es"],
    ["/v1/dubbing/d1/audio/es", "r 1", "/v1/dubbing/d1/audio/es?v=r%201"],
    ["/a?x=1", "r2", "/a?x=1&v=r2"],
  ])("%s with token %s is %s", (url, token, busted) => expect(cacheBusted(url, token)).toBe(busted));
});

describe("renders", () => {
  it.each([
    ["video/mp4", "mp4"],
    ["Video/quicktime", "mp4"],
    ["audio/mpeg", "mp3"],
  ] as const)("a %s dub renders as %s", (type, render) => expect(ownRenderType({ media_metadata: { content_type: type, duration: 6 } })).toBe(render));

  it("reads a render's state and the reason it failed", () => {
    const render = (status: "processing" | "complete" | "failed", error: string | null = null) => ({ renders: { r1: { id: "r1", version: 1, status, error } } });
    expect(renderOutcome(render("processing"), "r1")).toEqual({ state: "processing" });
    expect(renderOutcome(render("complete"), "r1")).toEqual({ state: "complete" });
    expect(renderOutcome(render("failed", "ffmpeg stopped"), "r1")).toEqual({ state: "failed", error: "ffmpeg stopped" });
    expect(renderOutcome(render("failed", " "), "r1")).toEqual({ state: "failed", error: "The render failed." });
    expect(renderOutcome({ renders: {} }, "r1")).toMatchObject({ state: "failed" });
  });
});

describe("languages to add", () => {
  it("offers the languages the dub is not in, in their order", () => {
    const offered = [{ code: "en" }, { code: "de" }, { code: "es" }, { code: "fr" }];
    expect(addableLanguages(offered, ["es", "en"]).map((l) => l.code)).toEqual(["de", "fr"]);
  });
});
