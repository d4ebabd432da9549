import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { libraryKeys } from "../library-keys";

export interface AddLibraryVoiceInput {
  publicOwnerId: string;
  voiceId: string;
  newName: string;
}

/**
 * POST /v1/voices/add/{public_owner_id}/{voice_id}: copies a library voice into the workspace's
 * voices under a new name. Failures (copy not allowed, voice limit, gone) are shown by the dialog.
 */
export function useAddLibraryVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publicOwnerId, voiceId, newName }: AddLibraryVoiceInput) =>
      data(
        api.POST("/v1/voices/add/{public_user_id}/{voice_id}", {
          params: { path: { public_user_id: publicOwnerId, voice_id: voiceId } },
          body: { new_name: newName.trim() },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
        // The onboarding checklist's "add a voice from the library" item is on the user.
        queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true }),
      ]),
  });
}
