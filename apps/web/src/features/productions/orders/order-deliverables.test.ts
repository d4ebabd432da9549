import { DELIVERABLE_FORMATS as CONTRACT_FORMATS } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { DELIVERABLE_FORMATS, formatLabel, groupDeliverables, parseDeliverable } from "./order-deliverables";

const url = (item: string, media: string, format: string) => `https://vocable.test/v1/productions/orders/ord1/deliverables/${item}/${media}/${format}`;

describe("an order's deliverables", () => {
  it.each([
    [url("it1", "m1", "txt"), { itemId: "it1", mediaId: "m1", format: "txt" }],
    ["/v1/productions/orders/o/deliverables/a/b/vtt", { itemId: "a", mediaId: "b", format: "vtt" }],
    [url("it1", "m1", "pdf"), null],
    ["https://vocable.test/v1/productions/orders/ord1/media/m1/file", null],
  ])("reads %s", (signed_url, expected) => {
    const parsed = parseDeliverable({ signed_url, name: "x" });
    expect(parsed === null ? null : { itemId: parsed.itemId, mediaId: parsed.mediaId, format: parsed.format }).toEqual(expected);
  });

  it("groups the files by item and media, formats in a fixed order, skipping what it cannot read", () => {
    const groups = groupDeliverables([
      { signed_url: url("it1", "m1", "json"), name: "a.transcript.json" },
      { signed_url: url("it1", "m1", "txt"), name: "a.transcript.txt" },
      { signed_url: url("it2", "m1", "vtt"), name: "a.subtitles.vtt" },
      { signed_url: url("it2", "m1", "srt"), name: "a.subtitles.srt" },
      { signed_url: "nonsense", name: "?" },
    ]);
    expect(groups.map((g) => [g.itemId, g.mediaId, g.files.map((f) => f.format)])).toEqual([
      ["it1", "m1", ["txt", "json"]],
      ["it2", "m1", ["srt", "vtt"]],
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
