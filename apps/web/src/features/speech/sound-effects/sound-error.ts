import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

/** `detail.status` of a prompt the engine has no recipe for (400), and of a spent allowance (401). */
export const NO_SOUND_RECIPE = "no_sound_recipe";
export const QUOTA_EXCEEDED = "quota_exceeded";

export type SoundErrorKind = "no_recipe" | "quota" | "other";

export interface SoundErrorText {
  kind: SoundErrorKind;
  /** The server's own words when it sent some (what the engine understood of the prompt; what is left this month). */
  message: string;
}

/**
 * A failed POST /v1/sound-generation as the page shows it. A prompt without a recipe and a spent
 * allowance stop the other variations (they would fail the same way) and show the server's message
 * word for word; any other failure is the app's usual text, on that variation only.
 */
export function soundErrorText(error: unknown): SoundErrorText {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType === NO_SOUND_RECIPE) return { kind: "no_recipe", message };
    if (errorType === QUOTA_EXCEEDED) return { kind: "quota", message };
    // The engine's own words for a refusal (503 no engine, 4xx validation) say more than a generic text.
    if (errorType !== undefined && error.status !== 500) return { kind: "other", message };
  }
  return { kind: "other", message: errorMessage(error) };
}

/** Whether the failure ends the whole Generate (the same prompt and allowance fail the other variations too). */
export function stopsTheRest(kind: SoundErrorKind): boolean {
  return kind !== "other";
}
