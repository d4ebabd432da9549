import { describe, expect, it } from "vitest";
import { anyDubUnfinished, dubProgressAnnouncement, dubProgressPercent, dubProgressText, expectedDurationText, isDubFinished } from "./dub-status";

describe("a dub's status", () => {
  it.each([
    ["queued", false],
    ["preparing", false],
    ["dubbing", false],
    ["dubbed", true],
    ["failed", true],
  ] as const)("%s is finished: %s", (status, finished) => {
    expect(isDubFinished(status)).toBe(finished);
  });

  it("keeps a list polling while any dub on it is unfinished", () => {
    expect(anyDubUnfinished([{ status: "dubbed" }, { status: "failed" }])).toBe(false);
    expect(anyDubUnfinished([{ status: "dubbed" }, { status: "queued" }])).toBe(true);
    expect(anyDubUnfinished([])).toBe(false);
  });
});

describe("a dub's progress", () => {
  it("says the server's step, or what the status means without one", () => {
    expect(dubProgressText({ status: "dubbing", progress_message: "Translating 3 of 12 lines" })).toBe("Translating 3 of 12 lines");
    expect(dubProgressText({ status: "queued", progress_message: null })).toBe("Waiting for its turn");
    expect(dubProgressText({ status: "preparing", progress_message: "  " })).toBe("Reading the media");
    expect(dubProgressText({ status: "dubbing", progress_message: null })).toBe("Dubbing");
  });

  it.each([
    [{ status: "queued", progress: 0 }, 0],
    [{ status: "dubbing", progress: 0.456 }, 45],
    [{ status: "dubbing", progress: 1.2 }, 100],
    [{ status: "dubbing", progress: Number.NaN }, 0],
    [{ status: "dubbed", progress: 0.99 }, 100],
  ] as const)("%j is at %s%%", (dub, percent) => {
    expect(dubProgressPercent(dub)).toBe(percent);
  });

  it("announces in steps of ten per cent", () => {
    expect(dubProgressAnnouncement({ status: "queued", progress: 0, progress_message: null })).toBe("Waiting for its turn…");
    expect(dubProgressAnnouncement({ status: "dubbing", progress: 0.37, progress_message: "Voicing the lines" })).toBe("Voicing the lines: 30% done");
  });

  it.each([
    [0, null],
    [Number.NaN, null],
    [40, "about a minute"],
    [89, "about a minute"],
    [250, "about 4 minutes"],
  ])("an estimate of %s s reads %s", (seconds, text) => {
    expect(expectedDurationText(seconds)).toBe(text);
  });
});
