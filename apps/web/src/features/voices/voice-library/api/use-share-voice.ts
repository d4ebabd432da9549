import type { ShareVoiceRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { libraryKeys } from "../library-keys";

export interface ShareVoiceInput {
  voiceId: string;
  body: ShareVoiceRequest;
}

/** POST /v1/voices/{voice_id}/sharing: lists the voice in the voice library, or changes its listing. */
export function useShareVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, body }: ShareVoiceInput) =>
      data(api.POST("/v1/voices/{voice_id}/sharing", { params: { path: { voice_id: voiceId } }, body })),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }), queryClient.invalidateQueries({ queryKey: libraryKeys.all })]),
  });
}
