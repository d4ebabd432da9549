import { describe, expect, it } from "vitest";
import { addLanguageCostText, addLanguageQuotaWarning, CURRENT_VOICE, linesText, redubAllLabel, renderedText, renderingText, speakingText, TRACK_CLONE, TRACK_CLONE_LABEL, voiceChoices } from "./studio-texts";

describe("the studio's progress texts", () => {
  it.each([
    [1, "1 line", "Speaking the line…", "Re-dub 1 changed line"],
    [2, "2 lines", "Speaking 2 lines…", "Re-dub 2 changed lines"],
    [1200, "1,200 lines", "Speaking 1,200 lines…", "Re-dub 1,200 changed lines"],
  ])("%s: %s", (count, lines, speaking, redub) => {
    expect(linesText(count)).toBe(lines);
    expect(speakingText(count)).toBe(speaking);
    expect(redubAllLabel(count)).toBe(redub);
  });

  it("says what is rendered, and that it is done", () => {
    expect(renderingText("mp4")).toBe("Rendering the video…");
    expect(renderingText("mp3")).toBe("Rendering the audio…");
    expect(renderedText("mp4", "Spanish")).toBe("Done: the Spanish video now has the new lines.");
    expect(renderedText("mp3", "English")).toBe("Done: the English audio now has the new lines.");
  });
});

describe("a speaker's voice choices", () => {
  const similar = [
    { voice_id: "v1", name: "Lucia" },
    { voice_id: "v2", name: "Mateo" },
  ];
  it("shows the voice speaking now, then offers the speaker's own voice and the similar voices", () => {
    expect(voiceChoices("Mateo, chosen in the studio", similar)).toEqual([
      { value: CURRENT_VOICE, label: "Now: Mateo, chosen in the studio" },
      { value: TRACK_CLONE, label: TRACK_CLONE_LABEL },
      { value: "v1", label: "Lucia" },
      { value: "v2", label: "Mateo" },
    ]);
  });
  it("says when no voice is made yet", () => {
    expect(voiceChoices(null, [])).toEqual([
      { value: CURRENT_VOICE, label: "Now: made from the speaker's voice when dubbed" },
      { value: TRACK_CLONE, label: TRACK_CLONE_LABEL },
    ]);
    expect(voiceChoices(" ", [])[0].label).toBe("Now: made from the speaker's voice when dubbed");
  });
});

describe("what adding a language costs", () => {
  it("is what the dub's first language cost", () => {
    expect(addLanguageCostText("Spanish", 6, true)).toBe("Adding Spanish costs 200 characters: 0:06 of media at 2,000 characters a minute with the watermark.");
    expect(addLanguageCostText("German", 61, false)).toBe("Adding German costs 3,050 characters: 1:01 of media at 3,000 characters a minute.");
  });
  it("warns only when the month's characters do not cover it", () => {
    expect(addLanguageQuotaWarning({ character_count: 9_900, character_limit: 10_000 }, 6, true)).toBe("It needs 200 characters and 100 are left this month, so it may be refused.");
    expect(addLanguageQuotaWarning({ character_count: 0, character_limit: 10_000 }, 6, true)).toBeNull();
    expect(addLanguageQuotaWarning({ character_count: 0, character_limit: -1 }, 600, false)).toBeNull();
    expect(addLanguageQuotaWarning({ character_count: 9_999, character_limit: 10_000 }, null, false)).toBeNull();
  });
});
