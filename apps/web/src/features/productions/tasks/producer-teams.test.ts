import { describe, expect, it } from "vitest";
import { heldLanguages, producerTeams } from "./producer-teams";

describe("a producer's teams", () => {
  it("takes the languages of held transcription qualifications only", () => {
    expect(
      heldLanguages([
        { qualification: "transcription-fr", held: true },
        { qualification: "transcription-en", held: true },
        { qualification: "transcription-de", held: false },
        { qualification: "multitask", held: true },
      ]),
    ).toEqual(["en", "fr"]);
    expect(heldLanguages([])).toEqual([]);
  });

  it.each<[string[], boolean, string[]]>([
    [["en"], false, ["transcription-en", "translation-en", "review-en", "dub_review-en"]],
    [["en"], true, ["transcription-en", "translation-en", "dub_review-en"]],
    [["de", "en"], true, ["transcription-de", "translation-de", "dub_review-de", "transcription-en", "translation-en", "dub_review-en"]],
    [[], false, []],
  ])("%j (probation %s) -> %j", (languages, probation, teams) => {
    expect(producerTeams(languages, probation)).toEqual(teams);
  });
});
