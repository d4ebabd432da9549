import type { Voice } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/voices/{id}: the voice with its samples; `initial` (the list's copy) shows at once. */
export function useVoice(voiceId: string | null, initial?: Voice) {
  return useQuery({
    queryKey: queryKeys.voice(voiceId ?? ""),
    queryFn: ({ signal }) => data(api.GET("/v1/voices/{voice_id}", { params: { path: { voice_id: voiceId ?? "" } }, signal })),
    enabled: voiceId !== null,
    initialData: initial,
    // The list's copy is a starting point; the voice itself is read again.
    initialDataUpdatedAt: 0,
  });
}
