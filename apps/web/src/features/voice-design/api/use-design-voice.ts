import type { VoiceDesignPreviewResponse } from "@vocable/contract";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import type { DesignVoiceBody } from "../design-form";

/** The format previews are made in (plays in every browser). */
export const DESIGN_OUTPUT_FORMAT = "mp3_44100_128";

/**
 * POST /v1/text-to-voice/design: three previews of the described voice, each with the
 * generated_voice_id that keeps it. Failures are shown beside the form. Still apiJson: the
 * document marks the body's defaulted fields (loudness, guidance_scale) required.
 */
export function useDesignVoice() {
  return useMutation({
    mutationFn: (body: DesignVoiceBody) =>
      apiJson<VoiceDesignPreviewResponse>("/v1/text-to-voice/design", { method: "POST", query: { output_format: DESIGN_OUTPUT_FORMAT }, json: body }),
  });
}
