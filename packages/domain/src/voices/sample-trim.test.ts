import { describe, expect, it } from "vitest";
import { nextSampleTrim, trimMilliseconds, type SampleTrimSeconds } from "./sample-trim";

const none: SampleTrimSeconds = { start: null, end: null };

describe("nextSampleTrim", () => {
  it.each<[string, SampleTrimSeconds, { startMs?: number | null; endMs?: number | null }, number, SampleTrimSeconds | null]>([
    ["milliseconds become seconds", none, { startMs: 1500, endMs: 4250 }, 10, { start: 1.5, end: 4.25 }],
    ["only a start", none, { startMs: 2000 }, 10, { start: 2, end: null }],
    ["only an end", none, { endMs: 3000 }, 10, { start: null, end: 3 }],
    ["an omitted bound keeps the stored one", { start: 1, end: 5 }, { endMs: 6000 }, 10, { start: 1, end: 6 }],
    ["null clears a bound", { start: 1, end: 5 }, { startMs: null }, 10, { start: null, end: 5 }],
    ["the end may be the sample's last millisecond, rounded up", none, { endMs: 9877 }, 9.8761, { start: null, end: 9.877 }],
    ["nothing changes", { start: 1, end: 2 }, {}, 10, { start: 1, end: 2 }],
    ["start equal to end keeps nothing", none, { startMs: 3000, endMs: 3000 }, 10, null],
    ["start after end", none, { startMs: 4000, endMs: 3000 }, 10, null],
    ["end past the sample (seconds read as milliseconds would pass)", none, { endMs: 12_000 }, 10, null],
    ["start past the sample without an end", none, { startMs: 10_000 }, 10, null],
    ["a new start after the stored end", { start: null, end: 2 }, { startMs: 2500 }, 10, null],
  ])("%s", (_name, stored, update, duration, expected) => {
    const result = nextSampleTrim(stored, update, duration);
    if (expected) expect(result).toEqual({ ok: expected });
    else expect(result).toEqual({ error: expect.stringContaining(`≤ ${Math.ceil(duration * 1000)} ms`) });
  });
});

describe("trimMilliseconds", () => {
  it.each([
    [null, null],
    [1.5, 1500],
    [4.2505, 4251],
    [0, 0],
  ])("%s s -> %s ms", (seconds, ms) => {
    expect(trimMilliseconds(seconds)).toBe(ms);
  });
});
