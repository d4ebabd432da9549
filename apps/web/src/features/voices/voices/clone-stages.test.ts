import { describe, expect, it } from "vitest";
import { CLONE_STAGES, UPLOADING, cloneProgressOf, cloneStageText, stageIndex } from "./clone-stages";

describe("clone stages", () => {
  it("names each stage, with the count while matching", () => {
    expect(cloneStageText(UPLOADING)).toBe("Uploading the samples");
    expect(cloneStageText(cloneProgressOf({ type: "progress", stage: "checking_samples" }))).toBe("Checking the samples");
    expect(cloneStageText(cloneProgressOf({ type: "progress", stage: "measuring_voice" }))).toBe("Measuring the voice");
    expect(cloneStageText(cloneProgressOf({ type: "progress", stage: "matching_voices", judged: 3, total: 16 }))).toBe("Matching against candidate voices (3 of 16)");
    expect(cloneStageText(cloneProgressOf({ type: "progress", stage: "saving" }))).toBe("Saving the voice");
  });

  it("keeps the stages in the order the server goes through them", () => {
    expect(CLONE_STAGES.map((s) => s.stage)).toEqual(["uploading", "checking_samples", "measuring_voice", "matching_voices", "saving"]);
    expect(stageIndex("matching_voices")).toBeGreaterThan(stageIndex("measuring_voice"));
  });
});
