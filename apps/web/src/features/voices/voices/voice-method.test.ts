import { describe, expect, it } from "vitest";
import { methodBadge, ownDescription } from "./voice-method";

describe("methodBadge", () => {
  it.each([
    ["approximation", "approximation: no cloning engine installed", true],
    ["parametric", "parametric design: no voice-design engine installed", true],
    ["embedded_profile", "embedded profile: no trainable engine installed", true],
    ["cloned", "cloned", false],
    ["designed", "designed", false],
    ["fine_tuned", "fine-tuned", false],
    ["some_new_method", "some new method", false],
  ])("%s -> %s", (method, text, standIn) => {
    expect(methodBadge({ accent: "british", vocable_method: method })).toEqual({ method, text, standIn });
  });

  it("gives no badge to a voice without a method (premade voices)", () => {
    expect(methodBadge({ accent: "american" })).toBeNull();
    expect(methodBadge({ vocable_method: " " })).toBeNull();
    expect(methodBadge(null)).toBeNull();
    expect(methodBadge(undefined)).toBeNull();
  });

  it("does not read inherited properties as methods", () => {
    expect(methodBadge({ vocable_method: "toString" })?.text).toBe("toString");
  });
});

describe("ownDescription", () => {
  const note = "Approximation: no cloning engine installed. This voice is the nearest built-in voice, reshaped (pitch, rate, formants) to its samples; it is not a clone of the speaker.";
  const labels = { vocable_method: "approximation" };

  it("drops the server's note after the owner's text", () => {
    expect(ownDescription(`A calm narrator.\n\nSecond paragraph.\n\n${note}`, labels)).toBe("A calm narrator.\n\nSecond paragraph.");
  });

  it("is empty when the description is only the note", () => {
    expect(ownDescription(note, labels)).toBe("");
    expect(ownDescription("Cloned by a voice-cloning engine from its samples.", { vocable_method: "cloned" })).toBe("");
  });

  it("keeps a description without the note, and any description of a voice without a method", () => {
    expect(ownDescription("Just mine.", labels)).toBe("Just mine.");
    expect(ownDescription(`Mine.\n\n${note}`, {})).toBe(`Mine.\n\n${note}`);
    expect(ownDescription(null, labels)).toBe("");
  });
});
