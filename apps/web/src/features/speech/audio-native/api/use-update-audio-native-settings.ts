import type { AudioNativeSettingsUpdate } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { AUDIO_NATIVE_PROJECTS_KEY } from "./use-audio-native-projects";

/** POST /v1/audio-native/{id}/settings: the player's settings and the page that embeds it. */
export function useUpdateAudioNativeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, change }: { projectId: string; change: AudioNativeSettingsUpdate }) =>
      data(api.POST("/v1/audio-native/{project_id}/settings", { params: { path: { project_id: projectId } }, body: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIO_NATIVE_PROJECTS_KEY }),
    onError: handleError,
  });
}
