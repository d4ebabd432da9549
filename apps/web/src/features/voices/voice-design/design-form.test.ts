import { describe, expect, it } from "vitest";
import { designFormProblems, designRequestBody, EMPTY_DESIGN_FORM, isDesignFormValid, parseSeed, previewSource, suggestedVoiceName } from "./design-form";

const DESCRIPTION = "A calm, deep British man with a slow pace.";

describe("design form", () => {
  it("needs a description of at least 20 characters (trimmed)", () => {
    expect(designFormProblems(EMPTY_DESIGN_FORM).description).toMatch(/20/);
    expect(designFormProblems({ ...EMPTY_DESIGN_FORM, description: `   ${"x".repeat(19)}   ` }).description).toMatch(/20/);
    expect(designFormProblems({ ...EMPTY_DESIGN_FORM, description: "x".repeat(20) })).toEqual({});
    expect(designFormProblems({ ...EMPTY_DESIGN_FORM, description: "x".repeat(1001) }).description).toMatch(/1000/);
  });

  it("needs 100 to 1000 characters of text unless the text is automatic", () => {
    const form = { ...EMPTY_DESIGN_FORM, description: DESCRIPTION, autoText: false, text: "short" };
    expect(designFormProblems(form).text).toMatch(/100/);
    expect(isDesignFormValid({ ...form, text: "y".repeat(100) })).toBe(true);
    expect(isDesignFormValid({ ...form, autoText: true })).toBe(true);
  });

  it("takes an optional whole-number seed", () => {
    expect(parseSeed("")).toBeUndefined();
    expect(parseSeed(" 42 ")).toBe(42);
    expect(parseSeed("4294967295")).toBe(4294967295);
    expect(parseSeed("4294967296")).toBeNull();
    expect(parseSeed("-1")).toBeNull();
    expect(parseSeed("1e3")).toBeNull();
    expect(designFormProblems({ ...EMPTY_DESIGN_FORM, description: DESCRIPTION, seed: "abc" }).seed).toBeDefined();
  });

  it("sends auto_generate_text or the text, and the seed only when given", () => {
    expect(designRequestBody({ ...EMPTY_DESIGN_FORM, description: `  ${DESCRIPTION} ` })).toEqual({ voice_description: DESCRIPTION, auto_generate_text: true });
    const text = "z".repeat(120);
    expect(designRequestBody({ description: DESCRIPTION, autoText: false, text: ` ${text} `, seed: "7" })).toEqual({
      voice_description: DESCRIPTION,
      auto_generate_text: false,
      text,
      seed: 7,
    });
  });

  it("suggests a name from the description's first words", () => {
    expect(suggestedVoiceName("a calm, deep British man with a slow pace and a warm, friendly tone.")).toBe("A calm, deep British man with a slow");
    expect(suggestedVoiceName("Narrator.")).toBe("Narrator");
    expect(suggestedVoiceName("   ")).toBe("Designed voice");
  });

  it("plays a preview from the server's copy of its audio", () => {
    expect(previewSource({ generated_voice_id: "gv1" })).toBe("/v1/text-to-voice/gv1/stream");
  });
});
