import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import type { DesignVoiceBody } from "../design-form";

/** The format previews are made in (plays in every browser). */
export const DESIGN_OUTPUT_FORMAT = "mp3_44100_128";

/**
 * POST /v1/text-to-voice/design: three previews of the described voice, each with the
 * generated_voice_id that keeps it. Failures are shown beside the form.
 */
export function useDesignVoice() {
  return useMutation({
    mutationFn: (body: DesignVoiceBody) =>
      data(api.POST("/v1/text-to-voice/design", { params: { query: { output_format: DESIGN_OUTPUT_FORMAT } }, body })),
  });
}
