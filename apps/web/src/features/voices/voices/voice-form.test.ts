import { describe, expect, it } from "vitest";
import { EMPTY_LABELS, EMPTY_VOICE_FORM, labelsFormOf, labelsJson, labelsObject, voiceFormData, voiceFormProblem } from "./voice-form";

describe("labelsObject / labelsJson", () => {
  it("maps the form's fields to the API's label keys, trimmed, without empty ones", () => {
    const form = { accent: " british ", gender: "female", age: "", useCase: "narration", language: "FR" };
    expect(labelsObject(form)).toEqual({ accent: "british", gender: "female", use_case: "narration", language: "fr" });
    expect(JSON.parse(labelsJson(form))).toEqual({ accent: "british", gender: "female", use_case: "narration", language: "fr" });
  });

  it("is an empty object for an empty form", () => {
    expect(labelsJson(EMPTY_LABELS)).toBe("{}");
  });

  it("keeps the voice's other labels, drops the server's own, and lets an emptied field remove its label", () => {
    const keep = { descriptive: "calm", accent: "american", vocable_method: "approximation", engine: "flite", gender: "male" };
    const form = { ...EMPTY_LABELS, accent: "irish" };
    expect(labelsObject(form, keep)).toEqual({ descriptive: "calm", accent: "irish" });
  });

  it("round-trips through labelsFormOf", () => {
    const labels = { accent: "scottish", gender: "male", age: "old", use_case: "news", language: "en", vocable_method: "cloned" };
    expect(labelsFormOf(labels)).toEqual({ accent: "scottish", gender: "male", age: "old", useCase: "news", language: "en" });
    expect(labelsObject(labelsFormOf(labels), labels)).toEqual({ accent: "scottish", gender: "male", age: "old", use_case: "news", language: "en" });
    expect(labelsFormOf(null)).toEqual(EMPTY_LABELS);
  });
});

describe("voiceFormProblem", () => {
  it("needs a name within the limits", () => {
    expect(voiceFormProblem(EMPTY_VOICE_FORM)).toBe("Give the voice a name.");
    expect(voiceFormProblem({ ...EMPTY_VOICE_FORM, name: "   " })).toBe("Give the voice a name.");
    expect(voiceFormProblem({ ...EMPTY_VOICE_FORM, name: "x".repeat(101) })).toMatch(/100/);
    expect(voiceFormProblem({ ...EMPTY_VOICE_FORM, name: "Ann", description: "d".repeat(501) })).toMatch(/500/);
    expect(voiceFormProblem({ ...EMPTY_VOICE_FORM, name: "Ann", labels: { ...EMPTY_LABELS, accent: "a".repeat(201) } })).toMatch(/200/);
    expect(voiceFormProblem({ ...EMPTY_VOICE_FORM, name: "Ann" })).toBeNull();
  });
});

describe("voiceFormData", () => {
  it("sends the fields, the labels as JSON and each file as `files`", () => {
    const a = new File([new Uint8Array(3)], "a.wav", { type: "audio/wav" });
    const b = new File([new Uint8Array(5)], "b.mp3", { type: "audio/mpeg" });
    const form = voiceFormData(
      { name: " Ann ", description: " Warm. ", labels: { ...EMPTY_LABELS, gender: "female" }, removeBackgroundNoise: true },
      [a, b],
    );
    expect(form.get("name")).toBe("Ann");
    expect(form.get("description")).toBe("Warm.");
    expect(form.get("labels")).toBe('{"gender":"female"}');
    expect(form.get("remove_background_noise")).toBe("true");
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["a.wav", "b.mp3"]);
    expect([...form.keys()].at(-1)).toBe("files");
  });

  it("leaves out an empty description", () => {
    const form = voiceFormData({ ...EMPTY_VOICE_FORM, name: "Ann" }, []);
    expect(form.has("description")).toBe(false);
    expect(form.get("remove_background_noise")).toBe("false");
    expect(form.has("files")).toBe(false);
  });
});
