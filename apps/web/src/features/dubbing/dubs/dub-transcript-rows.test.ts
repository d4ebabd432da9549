import { describe, expect, it } from "vitest";
import { rowIndexAt, speakerLabel, transcriptRows } from "./dub-transcript-rows";

const u = (speaker: string, start: number, end: number, text: string) => ({ text, speaker_id: speaker, start_s: start, end_s: end, words: [] });

describe("speakerLabel", () => {
  it.each([
    ["speaker_0", "Speaker 1"],
    ["speaker_1", "Speaker 2"],
    ["SPEAKER_11", "Speaker 12"],
    ["narrator", "narrator"],
  ])("%s -> %s", (id, label) => {
    expect(speakerLabel(id)).toBe(label);
  });
});

describe("transcriptRows", () => {
  it("puts each dubbed line beside the original line of its speaker it overlaps most", () => {
    const source = [u("speaker_1", 3.8, 4.7, "Fine, thanks!"), u("speaker_0", 0.2, 1.3, " Good morning, Anna. "), u("speaker_0", 1.4, 2.1, "How are you")];
    const dubbed = [
      u("speaker_0", 0.2, 1.35, "Buenos días, Ana."),
      u("speaker_0", 1.45, 2.2, "¿Cómo estás?"),
      // Overlaps speaker_0's line more, but it is speaker_1's.
      u("speaker_1", 2.0, 4.5, "¡Bien, gracias!"),
    ];
    const rows = transcriptRows(source, dubbed);
    expect(rows.map((r) => [r.speaker, r.source?.text, r.dubbed.map((d) => d.text), r.start, r.end])).toEqual([
      ["speaker_0", "Good morning, Anna.", ["Buenos días, Ana."], 0.2, 1.35],
      ["speaker_0", "How are you", ["¿Cómo estás?"], 1.45, 2.2],
      ["speaker_1", "Fine, thanks!", ["¡Bien, gracias!"], 2.0, 4.7],
    ]);
  });

  it("keeps an original line without a dubbed one, and gives a dubbed line without any original its own row", () => {
    const rows = transcriptRows([u("speaker_0", 0, 1, "Hello.")], []);
    expect(rows).toEqual([{ speaker: "speaker_0", start: 0, end: 1, source: { speaker: "speaker_0", start: 0, end: 1, text: "Hello." }, dubbed: [] }]);
    const alone = transcriptRows([], [u("speaker_0", 2, 3, "Hola.")]);
    expect(alone.map((r) => [r.source, r.dubbed.map((d) => d.text), r.start])).toEqual([[null, ["Hola."], 2]]);
  });

  it("gives a dubbed line that overlaps nothing to the nearest line of its speaker", () => {
    const rows = transcriptRows([u("speaker_0", 0, 1, "One."), u("speaker_0", 10, 11, "Two.")], [u("speaker_0", 8, 9, "Dos.")]);
    expect(rows.map((r) => r.dubbed.map((d) => d.text))).toEqual([[], ["Dos."]]);
  });
});

describe("rowIndexAt", () => {
  const rows = [
    { start: 0.2, end: 1.3 },
    { start: 1.4, end: 2.1 },
    { start: 3.8, end: 4.7 },
  ];
  it.each([
    [0, -1],
    [0.2, 0],
    [1.35, -1],
    [2, 1],
    [3, -1],
    [4.69, 2],
    [9, -1],
  ])("at %s s: row %s", (time, index) => {
    expect(rowIndexAt(rows, time)).toBe(index);
  });
});
