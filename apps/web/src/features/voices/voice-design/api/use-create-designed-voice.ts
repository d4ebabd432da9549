import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface CreateDesignedVoiceInput {
  voiceName: string;
  voiceDescription: string;
  generatedVoiceId: string;
}

/** POST /v1/text-to-voice: keeps a design preview as a voice of the workspace (category generated). */
export function useCreateDesignedVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceName, voiceDescription, generatedVoiceId }: CreateDesignedVoiceInput) =>
      data(
        api.POST("/v1/text-to-voice", {
          body: { voice_name: voiceName.trim(), voice_description: voiceDescription.trim(), generated_voice_id: generatedVoiceId },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
        // The onboarding checklist's "create a voice design" item is on the user.
        queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true }),
      ]),
  });
}
