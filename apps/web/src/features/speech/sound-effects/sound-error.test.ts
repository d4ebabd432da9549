import { GENERIC_ERROR, NETWORK_ERROR } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { soundErrorText, stopsTheRest, type SoundErrorText } from "./sound-error";

const body = (status: string, message: string) => ({ detail: { status, message } });
const NO_RECIPE = 'No sound recipe matches "quantum spreadsheet": no words of it name a sound the procedural engine knows.';

describe("soundErrorText", () => {
  it.each<[string, unknown, SoundErrorText]>([
    ["a prompt without a recipe", new ApiError(400, "Bad Request", body("no_sound_recipe", NO_RECIPE)), { kind: "no_recipe", message: NO_RECIPE }],
    ["the month's seconds spent", new ApiError(401, "Unauthorized", body("quota_exceeded", "This sound needs 8 seconds; 3 are left this month.")), { kind: "quota", message: "This sound needs 8 seconds; 3 are left this month." }],
    ["no engine, word for word", new ApiError(503, "Service Unavailable", body("no_sound_generation_engine", "No sound generator is installed.")), { kind: "other", message: "No sound generator is installed." }],
    ["a validation error (422)", new ApiError(422, "Unprocessable Entity", { detail: [{ loc: ["body", "text"], msg: "Describe the sound: the text must not be empty.", type: "too_small" }] }), { kind: "other", message: "Describe the sound: the text must not be empty." }],
    ["a 500 with words", new ApiError(500, "Internal Server Error", body("internal_error", "boom")), { kind: "other", message: GENERIC_ERROR }],
    ["no answer", new NetworkError(), { kind: "other", message: NETWORK_ERROR }],
  ])("%s", (_name, error, expected) => {
    expect(soundErrorText(error)).toEqual(expected);
  });

  it.each([
    ["no_recipe", true],
    ["quota", true],
    ["other", false],
  ] as const)("a %s failure stops the other variations: %s", (kind, expected) => {
    expect(stopsTheRest(kind)).toBe(expected);
  });
});
