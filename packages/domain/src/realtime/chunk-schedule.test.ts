import { describe, expect, it } from "vitest";
import { DEFAULT_CHUNK_LENGTH_SCHEDULE, scheduledLength, takeChunk } from "./chunk-schedule";

const long = (n: number) => "word ".repeat(Math.ceil(n / 5)).slice(0, n);

describe("takeChunk", () => {
  it.each([
    ["waits for more text below the schedule and without a sentence's end", "Hello there my", { length: 120 }, null],
    ["speaks a finished sentence at once, keeping the next one's start", "Hello there. And th", { length: 120 }, { chunk: "Hello there. ", rest: "And th" }],
    ["cuts at the last sentence's end when several ended", "One. Two! Three? Fo", { length: 120 }, { chunk: "One. Two! Three? ", rest: "Fo" }],
    ["does not take a full stop without the space after it (it may be 3.14)", "Pi is 3.", { length: 120 }, null],
    ["takes a closing quote or bracket with the sentence", 'He said "go." Then', { length: 120 }, { chunk: 'He said "go." ', rest: "Then" }],
    ["speaks CJK sentences ended by a full-width mark, with no space after it", "你好。我们", { length: 120 }, { chunk: "你好。", rest: "我们" }],
    ["cuts at the schedule's length at a word's end, never in a word", `${long(60)}unfinish`, { length: 50 }, { chunk: long(60), rest: "unfinish" }],
    ["waits when the buffer at the schedule's length is one unfinished word", "a".repeat(200), { length: 120 }, null],
    ["flush takes everything, words unfinished included", "Hello wor", { length: 120, flush: true }, { chunk: "Hello wor", rest: "" }],
    ["flush of whitespace only is nothing to speak", "   ", { length: 120, flush: true }, null],
    ["try_trigger_generation speaks early from 20 characters", "one two three four five ", { length: 120, tryTrigger: true }, { chunk: "one two three four five ", rest: "" }],
    ["try_trigger_generation below 20 characters waits", "one two ", { length: 120, tryTrigger: true }, null],
    ["auto_mode ignores the schedule: 50 characters are enough", `${long(55)}x`, { length: 290, autoMode: true }, { chunk: long(55), rest: "x" }],
  ] as const)("%s", (_name, buffer, rules, expected) => {
    expect(takeChunk(buffer, rules)).toEqual(expected);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(takeChunk(`${"🙂 ".repeat(30)}`, { length: 60 })).toEqual({ chunk: "🙂 ".repeat(30), rest: "" });
    expect(takeChunk(`${"🙂 ".repeat(20)}`, { length: 60 })).toBeNull();
  });
});

describe("scheduledLength", () => {
  it("steps through the schedule and repeats its last length", () => {
    expect([0, 1, 2, 3, 4, 9].map((step) => scheduledLength(DEFAULT_CHUNK_LENGTH_SCHEDULE, step))).toEqual([120, 160, 250, 290, 290, 290]);
    expect(scheduledLength([], 0)).toBe(120);
  });
});
