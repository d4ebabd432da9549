import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { libraryKeys } from "../library-keys";

/** DELETE /v1/voices/{voice_id}/sharing: takes the voice out of the library (copies keep working for the notice period). */
export function useUnshareVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => data(api.DELETE("/v1/voices/{voice_id}/sharing", { params: { path: { voice_id: voiceId } } })),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }), queryClient.invalidateQueries({ queryKey: libraryKeys.all })]),
  });
}
