import type { ShareVoiceRequest, VoiceSharing } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
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
      apiJson<VoiceSharing>(`/v1/voices/${encodeURIComponent(voiceId)}/sharing`, { method: "POST", json: body }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }), queryClient.invalidateQueries({ queryKey: libraryKeys.all })]),
  });
}
