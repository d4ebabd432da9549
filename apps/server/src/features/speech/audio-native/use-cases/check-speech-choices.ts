import { PronunciationDictionaryLocator, PronunciationDictionaryLocators } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError, zodIssues } from "#platform/errors";
import { resolvePronunciationRules } from "#features/speech/pronunciation-dictionaries/use-cases/resolve-pronunciation-rules";
import { resolveSpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";

/** The voice a project speaks with when the request names none (ElevenLabs' default, Rachel). */
export const DEFAULT_AUDIO_NATIVE_VOICE = "21m00Tcm4TlvDq8ikWAM";

/**
 * Checks a project's voice, model and pronunciation dictionaries when they are chosen, so a
 * mistake is answered now (404 voice or dictionary, 400 model) rather than as a failed conversion
 * later. Returns the locators as stored (JSON), or null for the workspace's defaults.
 */
export async function checkSpeechChoices(
  deps: Pick<AppDeps, "db" | "speech" | "storage">,
  principal: Principal,
  choices: { voiceId: string; modelId: string | null; locatorFields: readonly string[] | undefined },
): Promise<{ dictionaryLocators: string | null }> {
  await resolveSpeakingVoice(deps, principal, choices.voiceId);
  if (choices.modelId !== null && !deps.speech.resolveModel(choices.modelId)) {
    throw new AppError("model_not_found", 400, `model_id: a model with the model_id ${choices.modelId} does not exist (GET /v1/models lists them).`);
  }
  if (!choices.locatorFields || choices.locatorFields.length === 0) return { dictionaryLocators: null };
  const locators = choices.locatorFields.map((field, i) => {
    let value: unknown;
    try {
      value = JSON.parse(field);
    } catch {
      throw new ValidationError([{ loc: ["body", "pronunciation_dictionary_locators", i], msg: "Each locator is a JSON object: {\"pronunciation_dictionary_id\": ..., \"version_id\": ...}.", type: "json_invalid" }]);
    }
    const parsed = PronunciationDictionaryLocator.safeParse(value);
    if (!parsed.success) throw new ValidationError(zodIssues(parsed.error, "body").map((issue) => ({ ...issue, loc: ["body", "pronunciation_dictionary_locators", i, ...issue.loc.slice(1)] })));
    return parsed.data;
  });
  const checked = PronunciationDictionaryLocators.safeParse(locators);
  if (!checked.success) throw new ValidationError(zodIssues(checked.error, "body").map((issue) => ({ ...issue, loc: ["body", "pronunciation_dictionary_locators"] })));
  await resolvePronunciationRules(deps.db, principal, checked.data);
  return { dictionaryLocators: JSON.stringify(checked.data) };
}
