import { describe, expect, it } from "vitest";
import { labelSpeakers } from "./speaker-labels";

const word = (text: string, start: number, end: number) => ({ text, start, end, probability: 1 });
const speakers = [
  { id: "speaker_0", segments: [{ start: 0, end: 2 }, { start: 5, end: 6 }] },
  { id: "speaker_1", segments: [{ start: 2, end: 4.5 }] },
];

describe("labelSpeakers", () => {
  it.each([
    [word("a", 0.2, 0.8), "speaker_0"],
    [word("b", 1.8, 2.6), "speaker_1"], // mostly in speaker_1's turn
    [word("c", 1.5, 2.1), "speaker_0"],
    [word("d", 4.6, 4.8), "speaker_1"], // in a pause: the nearest turn
    [word("e", 4.9, 4.95), "speaker_0"],
    [word("f", 9, 9.5), "speaker_0"],
  ])("%o → %s", (w, id) => expect(labelSpeakers([w], speakers)[0]!.speakerId).toBe(id));

  it("leaves words unlabelled without speakers", () => {
    expect(labelSpeakers([word("a", 0, 1)], [])).toEqual([word("a", 0, 1)]);
  });
});
