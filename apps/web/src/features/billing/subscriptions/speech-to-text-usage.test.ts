import { describe, expect, it } from "vitest";
import { speechToTextUsage, type SpeechToTextUsage } from "./speech-to-text-usage";

const FREE = 2.5 * 3600;

describe("speechToTextUsage", () => {
  it.each<[number, number, SpeechToTextUsage]>([
    [0, FREE, { text: "0 min of 2 h 30 min this month", exhausted: false }],
    [12 * 60, FREE, { text: "12 min of 2 h 30 min this month", exhausted: false }],
    [45, FREE, { text: "45 s of 2 h 30 min this month", exhausted: false }],
    [FREE - 1, FREE, { text: "2 h 29 min of 2 h 30 min this month", exhausted: false }],
    [FREE, FREE, { text: "2 h 30 min of 2 h 30 min this month", exhausted: true }],
    // Past the limit (a transcription settled by the started second): still used up.
    [FREE + 30, FREE, { text: "2 h 30 min of 2 h 30 min this month", exhausted: true }],
    [100 * 3600, 6_000 * 3600, { text: "100 h of 6,000 h this month", exhausted: false }],
    [0, -1, { text: "0 min used (unlimited)", exhausted: false }],
    [3 * 3600 + 5 * 60, -1, { text: "3 h 5 min used (unlimited)", exhausted: false }],
    [0, 0, { text: "0 min of 0 min this month", exhausted: true }],
    [-5, FREE, { text: "0 min of 2 h 30 min this month", exhausted: false }],
  ])("%s s used of %s s", (used, limit, expected) => {
    expect(speechToTextUsage({ speech_to_text_seconds_used: used, speech_to_text_seconds_limit: limit })).toEqual(expected);
  });
});
