import type { VoiceDesignRequest } from "@vocable/contract";
import { AppError } from "#platform/errors";

/** The voice-design models ElevenLabs names (the SDK's VoiceDesignRequestModelModelId); both design parametrically here. */
export const DESIGN_MODEL_IDS = ["eleven_multilingual_ttv_v2", "eleven_ttv_v3"] as const;

/** The response header that names the request's parameters the parametric designer did not apply. */
export const UNUSED_DESIGN_PARAMETERS_HEADER = "x-vocable-unused-parameters";

/**
 * Checks a design request's parameters against what the built-in parametric designer can do:
 * an unknown model_id and reference audio are refused (400 naming them, before anything is
 * synthesised); the knobs of a neural designer it has no counterpart for (guidance_scale,
 * quality, prompt_strength, should_enhance, the remixing session ids) are accepted and returned
 * here, so the route names them in UNUSED_DESIGN_PARAMETERS_HEADER instead of dropping them
 * silently. loudness, seed, text, auto_generate_text and stream_previews are used.
 */
export function checkDesignParameters(body: VoiceDesignRequest): string[] {
  if (body.model_id !== undefined && !(DESIGN_MODEL_IDS as readonly string[]).includes(body.model_id)) {
    throw new AppError("model_not_found", 400, `model_id: "${body.model_id.slice(0, 100)}" is not a voice-design model; use ${DESIGN_MODEL_IDS.join(" or ")} (both design parametrically on the built-in engine here).`);
  }
  if (body.reference_audio_base64) {
    throw new AppError(
      "unsupported_option",
      400,
      "reference_audio_base64: no engine here designs a voice from reference audio. To make a voice from a recording, clone it (POST /v1/voices/add). Nothing was charged.",
    );
  }
  const unused: string[] = [];
  if (body.guidance_scale !== 5) unused.push("guidance_scale");
  if (body.quality != null) unused.push("quality");
  if (body.prompt_strength != null) unused.push("prompt_strength");
  if (body.should_enhance) unused.push("should_enhance");
  if (body.remixing_session_id) unused.push("remixing_session_id");
  if (body.remixing_session_iteration_id) unused.push("remixing_session_iteration_id");
  return unused;
}
