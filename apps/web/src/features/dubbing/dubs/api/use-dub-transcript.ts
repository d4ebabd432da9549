import type { DubbingTranscript } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** A finished dub's lines in a language ("source" for the original), as the server's json transcript. */
export async function fetchDubTranscript(dubbingId: string, language: string, signal?: AbortSignal): Promise<DubbingTranscript> {
  const answer = await data(
    api.GET("/v1/dubbing/{dubbing_id}/transcript/{language_code}", {
      params: { path: { dubbing_id: dubbingId, language_code: language }, query: { format_type: "json" } },
      signal,
    }),
  );
  if (typeof answer !== "object" || answer === null || !Array.isArray(answer.utterances)) throw new UserFacingError("The transcript came in a shape this page cannot read.");
  return answer;
}

/** GET /v1/dubbing/{id}/transcript/{language}?format_type=json once the dub is dubbed; it does not change after that. */
export function useDubTranscript(dubbingId: string, language: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dubTranscript(dubbingId, language),
    queryFn: ({ signal }) => fetchDubTranscript(dubbingId, language, signal),
    enabled: enabled && language !== "",
    staleTime: Infinity,
  });
}
