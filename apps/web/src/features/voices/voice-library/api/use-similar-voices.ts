import { useMutation } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";

/** How many similar voices to ask for. */
export const SIMILAR_TOP_K = 10;

/**
 * POST /v1/similar-voices (multipart `audio_file`, `top_k`): library and premade voices ranked by
 * how close they sound to the sample, each with its `distance`.
 */
export function useSimilarVoices() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("audio_file", file);
      form.append("top_k", String(SIMILAR_TOP_K));
      return data(api.POST("/v1/similar-voices", formBody(form)));
    },
  });
}
