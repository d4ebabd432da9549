import { describe, expect, it } from "vitest";
import { NO_VARIATIONS, shouldAsk, variationsProgress, variationsReducer, type VariationsEvent, type VariationsState } from "./variations";

type S = VariationsState<string>;
const run = (events: VariationsEvent<string>[], from: S = NO_VARIATIONS): S => events.reduce<S>((state, event) => variationsReducer(state, event), from);
const statuses = (s: S) => s.variations.map((v) => v.status);
const NO_RECIPE = { kind: "no_recipe" as const, message: "No recipe for “quantum spreadsheet”." };
const QUOTA = { kind: "quota" as const, message: "3 seconds are left this month." };
const OTHER = { kind: "other" as const, message: "A network error occurred." };
const start = { type: "start", run: 1, seeds: [7, 8, 9, 10] } as const;

describe("the variations of a Generate", () => {
  it.each<[string, VariationsEvent<string>[], string[], S["stopped"]]>([
    ["started: all waiting", [start], ["waiting", "waiting", "waiting", "waiting"], null],
    ["the first asked for", [start, { type: "begin", run: 1, index: 0 }], ["generating", "waiting", "waiting", "waiting"], null],
    [
      "each fills in as it arrives",
      [start, { type: "begin", run: 1, index: 0 }, { type: "done", run: 1, index: 0, result: "a" }, { type: "begin", run: 1, index: 1 }],
      ["done", "generating", "waiting", "waiting"],
      null,
    ],
    [
      "one failing for itself leaves the others",
      [start, { type: "begin", run: 1, index: 0 }, { type: "failed", run: 1, index: 0, error: OTHER }, { type: "begin", run: 1, index: 1 }, { type: "done", run: 1, index: 1, result: "b" }],
      ["failed", "done", "waiting", "waiting"],
      null,
    ],
    [
      "no recipe skips the rest, said once",
      [start, { type: "begin", run: 1, index: 0 }, { type: "failed", run: 1, index: 0, error: NO_RECIPE }],
      ["skipped", "skipped", "skipped", "skipped"],
      NO_RECIPE,
    ],
    [
      "the allowance spent after two keeps those two",
      [
        start,
        { type: "begin", run: 1, index: 0 },
        { type: "done", run: 1, index: 0, result: "a" },
        { type: "begin", run: 1, index: 1 },
        { type: "done", run: 1, index: 1, result: "b" },
        { type: "begin", run: 1, index: 2 },
        { type: "failed", run: 1, index: 2, error: QUOTA },
      ],
      ["done", "done", "skipped", "skipped"],
      QUOTA,
    ],
    ["an answer of an earlier Generate is ignored", [start, { type: "start", run: 2, seeds: [1, 2, 3, 4] }, { type: "done", run: 1, index: 0, result: "old" }], ["waiting", "waiting", "waiting", "waiting"], null],
    ["an index out of range changes nothing", [start, { type: "done", run: 1, index: 9, result: "x" }], ["waiting", "waiting", "waiting", "waiting"], null],
    ["cleared", [start, { type: "clear" }], [], null],
  ])("%s", (_name, events, expected, stopped) => {
    const state = run(events);
    expect(statuses(state)).toEqual(expected);
    expect(state.stopped).toEqual(stopped);
  });

  it("keeps each variation's seed and result", () => {
    const state = run([start, { type: "begin", run: 1, index: 2 }, { type: "done", run: 1, index: 2, result: "c" }]);
    expect(state.variations.map((v) => v.seed)).toEqual([7, 8, 9, 10]);
    expect(state.variations[2]).toEqual({ status: "done", seed: 9, result: "c" });
  });

  it("asks only for waiting variations of the current Generate", () => {
    const stopped = run([start, { type: "begin", run: 1, index: 0 }, { type: "failed", run: 1, index: 0, error: NO_RECIPE }]);
    expect(shouldAsk(run([start]), 1, 1)).toBe(true);
    expect(shouldAsk(stopped, 1, 1)).toBe(false);
    expect(shouldAsk(run([start]), 2, 1)).toBe(false);
  });

  it.each<[string, VariationsEvent<string>[], { finished: number; total: number; busy: boolean }]>([
    ["nothing yet", [], { finished: 0, total: 0, busy: false }],
    ["started", [start], { finished: 0, total: 4, busy: true }],
    ["two done", [start, { type: "done", run: 1, index: 0, result: "a" }, { type: "done", run: 1, index: 1, result: "b" }], { finished: 2, total: 4, busy: true }],
    ["stopped", [start, { type: "failed", run: 1, index: 0, error: NO_RECIPE }], { finished: 4, total: 4, busy: false }],
  ])("progress: %s", (_name, events, expected) => {
    expect(variationsProgress(run(events))).toEqual(expected);
  });
});
