import { DELIVERABLE_FORMATS as CONTRACT_FORMATS } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { DELIVERABLE_FORMATS, formatLabel, groupDeliverables } from "./order-deliverables";

const file = (item: string, media: string, language: string, format: string) => ({ item_id: item, media_id: media, language, format, name: `${media}.${language}.${format}` });

describe("an order's deliverables", () => {
  it("groups the files by item, media and language, formats in a fixed order, leaving out a format it does not know", () => {
    const groups = groupDeliverables([
      file("it1", "m1", "en", "json"),
      file("it1", "m1", "en", "txt"),
      file("it2", "m1", "en", "vtt"),
      file("it2", "m1", "en", "srt"),
      file("it2", "m1", "es", "srt"),
      file("it1", "m1", "en", "pdf"),
    ]);
    expect(groups.map((g) => [g.itemId, g.mediaId, g.language, g.files.map((f) => f.format)])).toEqual([
      ["it1", "m1", "en", ["txt", "json"]],
      ["it2", "m1", "en", ["srt", "vtt"]],
      ["it2", "m1", "es", ["srt"]],
    ]);
  });

  it("knows every format of the contract", () => {
    expect([...DELIVERABLE_FORMATS].sort()).toEqual([...CONTRACT_FORMATS].sort());
  });

  it.each([
    ["txt", "TXT"],
    ["json", "JSON"],
    ["srt", "SRT"],
    ["vtt", "WebVTT"],
  ] as const)("labels %s as %s", (format, label) => {
    expect(formatLabel(format)).toBe(label);
  });
});
