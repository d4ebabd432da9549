import { describe, expect, it } from "vitest";
import { parseAdditionalFormats, renderAdditionalFormat, wrapLines, type ExportRequest } from "./additional-formats";

const words = [
  { text: "Hello", start: 0, end: 0.4, type: "word" as const, speaker_id: "speaker_0" },
  { text: "there.", start: 0.5, end: 0.9, type: "word" as const, speaker_id: "speaker_0" },
  { text: "Fine", start: 3, end: 3.3, type: "word" as const, speaker_id: "speaker_1" },
  { text: "<thanks>", start: 3.4, end: 3.8, type: "word" as const, speaker_id: "speaker_1" },
];
const request = (format: ExportRequest["format"], more: Partial<ExportRequest> = {}): ExportRequest => ({ format, includeSpeakers: true, includeTimestamps: true, maxSegmentChars: 42, maxSegmentSeconds: 7, ...more });

describe("parseAdditionalFormats", () => {
  it.each([
    ['[{"format":"srt"}]', [request("srt")]],
    ['[{"format":"txt","include_timestamps":false,"max_characters_per_line":20}]', [request("txt", { includeTimestamps: false, maxCharactersPerLine: 20 })]],
    ['[{"format":"html","includeSpeakers":false,"maxSegmentChars":10}]', [request("html", { includeSpeakers: false, maxSegmentChars: 10 })]],
    ['[{"format":"segmented_json","segment_on_silence_longer_than_s":1.5}]', [request("segmented_json", { pauseSeconds: 1.5 })]],
    ["[]", []],
  ])("%s", (raw, requests) => expect(parseAdditionalFormats(raw)).toEqual({ requests }));

  it.each([
    ["srt", /JSON list/],
    ['{"format":"srt"}', /JSON list/],
    ['[{"format":"docx"}]', /docx format is not built/],
    ['[{"format":"pdf"}]', /pdf format is not built/],
    ['[{"format":"odt"}]', /Unknown format "odt"/],
    ['[{"format":"html","max_characters_per_line":20}]', /no option max_characters_per_line/],
    ['[{"format":"srt","colour":"red"}]', /no option colour/],
    ['[{"format":"srt","max_segment_chars":0}]', /above 0/],
    ['[{"format":"srt","include_speakers":"yes"}]', /true or false/],
    ["[1]", /an object/],
  ])("%s is refused", (raw, problem) => {
    const parsed = parseAdditionalFormats(raw);
    expect("problem" in parsed && parsed.problem).toMatch(problem);
  });
});

describe("renderAdditionalFormat", () => {
  it.each([
    [request("srt"), "1\n00:00:00,000 --> 00:00:00,900\nspeaker_0: Hello there.\n\n2\n00:00:03,000 --> 00:00:03,800\nspeaker_1: Fine <thanks>\n"],
    [request("srt", { includeSpeakers: false, maxCharactersPerLine: 6 }), "1\n00:00:00,000 --> 00:00:00,900\nHello\nthere.\n\n2\n00:00:03,000 --> 00:00:03,800\nFine\n<thanks>\n"],
    [request("txt", { includeTimestamps: false, includeSpeakers: false }), "Hello there.\nFine <thanks>\n"],
    [request("txt"), "[00:00:00,000 - 00:00:00,900] speaker_0: Hello there.\n[00:00:03,000 - 00:00:03,800] speaker_1: Fine <thanks>\n"],
    [request("segmented_json", { includeSpeakers: false }), '{"segments":[{"text":"Hello there.","start":0,"end":0.9},{"text":"Fine <thanks>","start":3,"end":3.8}]}'],
  ])("%o", (req, content) => expect(renderAdditionalFormat(req, words).content).toBe(content));

  it("html escapes the text and says what it is", () => {
    const file = renderAdditionalFormat(request("html", { includeTimestamps: false }), words);
    expect(file).toMatchObject({ requested_format: "html", file_extension: "html", content_type: "text/html", is_base64_encoded: false });
    expect(file.content).toContain("<p>speaker_1: Fine &lt;thanks&gt;</p>");
  });

  it("cuts segments at a long pause when asked", () => {
    const flat = words.map((w) => ({ ...w, speaker_id: null, text: w.text.replace(".", "") }));
    expect(renderAdditionalFormat(request("txt", { includeTimestamps: false, maxSegmentSeconds: 60 }), flat).content).toBe("Hello there Fine <thanks>\n");
    expect(renderAdditionalFormat(request("txt", { includeTimestamps: false, maxSegmentSeconds: 60, pauseSeconds: 1 }), flat).content).toBe("Hello there\nFine <thanks>\n");
  });

  it.each([
    ["a b c", 3, "a b\nc"],
    ["longword x", 4, "longword\nx"],
    ["a b", undefined, "a b"],
  ])("wrapLines(%j, %s)", (text, width, expected) => expect(wrapLines(text, width)).toBe(expected));
});
