import { describe, expect, it } from "vitest";
import { ApiError } from "#lib/api-client";
import { toolErrorMessage } from "./tool-error";

const apiError = (status: number, detail: unknown) => new ApiError(status, "Error", { detail });

describe("toolErrorMessage", () => {
  it.each([
    ["a missing aligner's 503, word for word", apiError(503, { status: "no_alignment_engine", message: "Install PocketSphinx." }), "Install PocketSphinx."],
    ["a missing translation engine's 400, word for word", apiError(400, { status: "no_translation_engine", message: "Translating en into es needs a translation engine." }), "Translating en into es needs a translation engine."],
    ["a state conflict's 409", apiError(409, { status: "production_task_state", message: "This task is submitted." }), "This task is submitted."],
  ])("shows %s", (_what, error, text) => {
    expect(toolErrorMessage(error)).toBe(text);
  });
  it("keeps other 5xx answers generic", () => {
    expect(toolErrorMessage(apiError(503, { status: "busy", message: "internal detail" }))).not.toBe("internal detail");
  });
});
