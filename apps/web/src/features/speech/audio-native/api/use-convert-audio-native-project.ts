import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { AUDIO_NATIVE_PROJECTS_KEY } from "./use-audio-native-projects";

/** POST /v1/audio-native/{id}/content without a file: converts the current article again and publishes it. */
export function useConvertAudioNativeProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => {
      const form = new FormData();
      form.append("auto_convert", "true");
      form.append("auto_publish", "true");
      return data(api.POST("/v1/audio-native/{project_id}/content", { params: { path: { project_id: projectId } }, ...formBody(form) }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIO_NATIVE_PROJECTS_KEY }),
    onError: handleError,
  });
}
