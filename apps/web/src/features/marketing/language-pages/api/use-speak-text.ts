import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";

/**
 * POST /v1/language-pages/{slug}/speech: the visitor's own text spoken by the page's voice, no
 * account needed; the answer is the MP3 as a Blob. Failures (422 no text or too long, 429 too many
 * tries or too many visitors, 404) are shown by the form, under it, not as a toast.
 */
export function useSpeakText(slug: string) {
  return useMutation({
    mutationFn: async (text: string): Promise<Blob> => {
      const audio = await data(
        api.POST("/v1/language-pages/{slug}/speech", {
          params: { path: { slug } },
          body: { text },
          headers: { Accept: "audio/mpeg" },
          parseAs: "blob",
        }),
      );
      return audio ?? new Blob([], { type: "audio/mpeg" });
    },
  });
}
