import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { libraryKeys } from "../library-keys";

/** What DELETE /v1/voices/{voice_id}/sharing answers: when the copies stop working, and how many there are. */
export interface UnsharedVoice {
  status: string;
  disable_at_unix: number;
  copies: number;
}

/** DELETE /v1/voices/{voice_id}/sharing: takes the voice out of the library (copies keep working for the notice period). */
export function useUnshareVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => apiJson<UnsharedVoice>(`/v1/voices/${encodeURIComponent(voiceId)}/sharing`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }), queryClient.invalidateQueries({ queryKey: libraryKeys.all })]),
  });
}
