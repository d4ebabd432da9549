import { describe, expect, it } from "vitest";
import { mergeWithNext, newSegmentId, segmentProblem, splitSegment, splitTime, updateSegment, type EditorSegment } from "./segment-edits";

const seg = (id: string, start: number, end: number, text: string, speaker = "speaker_0"): EditorSegment => ({ id, start, end, text, speaker });
const two = [seg("a", 0, 4, "one two three four"), seg("b", 4.5, 6, "five six", "speaker_1")];

describe("splitTime", () => {
  it.each([
    ["in proportion to the cursor without a playhead", 4, null, 0.889],
    ["at the playhead inside the segment", 4, 1.25, 1.25],
    ["by the cursor when the playhead is outside", 9, 5, 2],
    ["by the cursor when the playhead is at the very start", 9, 0.01, 2],
    ["nowhere at the start of the text", 0, null, null],
    ["nowhere at the end of the text", 18, null, null],
  ])("falls %s", (_what, cursor, playhead, expected) => {
    expect(splitTime(two[0]!, cursor, playhead)).toBe(expected);
  });
});

describe("splitSegment", () => {
  it("cuts the text at the cursor and the time with it, the second half a new id with the same speaker", () => {
    expect(splitSegment(two, 0, 8, 2, "new")).toEqual([seg("a", 0, 2, "one two"), seg("new", 2, 4, "three four"), two[1]]);
  });
  it.each([
    ["the cursor is at the start", 0, 0],
    ["the cursor is at the end", 0, 18],
    ["a half has only spaces", 0, 3],
    ["there is no such segment", 5, 2],
  ])("refuses when %s", (_what, index, cursor) => {
    expect(splitSegment([seg("a", 0, 4, "one "), two[1]!], index, cursor, null, "x")).toBeNull();
  });
});

describe("mergeWithNext", () => {
  it("joins the texts with a space, keeps the first id and speaker, and spans both", () => {
    expect(mergeWithNext(two, 0)).toEqual([seg("a", 0, 6, "one two three four five six")]);
  });
  it.each([
    ["the last", 1],
    ["none", 2],
  ])("has nothing to merge for %s", (_what, index) => {
    expect(mergeWithNext(two, index)).toBeNull();
  });
  it("leaves an empty text out of the join", () => {
    expect(mergeWithNext([seg("a", 0, 1, "  "), seg("b", 1, 2, "hi")], 0)?.[0]?.text).toBe("hi");
  });
});

describe("updateSegment and newSegmentId", () => {
  it("changes one segment's fields only", () => {
    expect(updateSegment(two, "b", { text: "changed", speaker: "host" })[1]).toEqual(seg("b", 4.5, 6, "changed", "host"));
    expect(updateSegment(two, "zz", { text: "x" })).toEqual(two);
  });
  it("makes an id not taken, in the id alphabet", () => {
    const values = ["taken", "fr.ee"];
    const id = newSegmentId(new Set(["seg_taken"]), () => values.shift()!);
    expect(id).toBe("seg_free");
  });
});

describe("segmentProblem", () => {
  it.each<[string, EditorSegment[], string | null]>([
    ["a sound transcript", two, null],
    ["no segments", [], null],
    ["an end before its start", [seg("a", 2, 1, "x")], "Segment 1: its start must be before its end."],
    ["a time left empty", [seg("a", Number.NaN, 1, "x")], "Segment 1: its times must be numbers of seconds from 0."],
    ["an end past the media", [seg("a", 0, 11, "x")], "Segment 1 ends past the end of the media."],
    ["segments out of order", [seg("a", 3, 4, "x"), seg("b", 1, 2, "y")], "Segment 2 starts before the segment above it: keep the segments in order of time."],
    ["a speaker with a space", [seg("a", 0, 1, "x", "the host")], "Segment 1: a speaker is 1 to 64 letters, digits, _ or -."],
  ])("%s", (_what, segments, expected) => {
    expect(segmentProblem(segments, 10)).toBe(expected);
  });
});
