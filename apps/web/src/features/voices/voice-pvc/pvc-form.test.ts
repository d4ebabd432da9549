import { describe, expect, it } from "vitest";
import { EMPTY_PVC_FORM, pvcCreateBody, pvcFormProblem } from "./pvc-form";

describe("the professional voice's details", () => {
  it("need a name and a language", () => {
    expect(pvcFormProblem(EMPTY_PVC_FORM)).toBe("Give the voice a name.");
    expect(pvcFormProblem({ ...EMPTY_PVC_FORM, name: "Pro", labels: { ...EMPTY_PVC_FORM.labels, language: "" } })).toBe("Choose the language the voice speaks.");
    expect(pvcFormProblem({ ...EMPTY_PVC_FORM, name: "Pro" })).toBeNull();
  });

  it("send the language apart from the labels, and leave out what is empty", () => {
    expect(pvcCreateBody({ ...EMPTY_PVC_FORM, name: " Pro Narrator " })).toEqual({ name: "Pro Narrator", language: "en" });
    const values = { ...EMPTY_PVC_FORM, name: "Pro", description: " Studio takes ", labels: { ...EMPTY_PVC_FORM.labels, language: "FR", accent: " parisian ", gender: "female" } };
    expect(pvcCreateBody(values)).toEqual({ name: "Pro", language: "fr", description: "Studio takes", labels: { accent: "parisian", gender: "female" } });
  });
});
