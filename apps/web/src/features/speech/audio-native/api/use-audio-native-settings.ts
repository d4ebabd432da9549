import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { AUDIO_NATIVE_PROJECTS_KEY } from "./use-audio-native-projects";

/** GET /v1/audio-native/{id}/settings (the SDK's getSettings): the player's settings, for the settings dialog. */
export function useAudioNativeSettings(projectId: string | null) {
  return useQuery({
    queryKey: [...AUDIO_NATIVE_PROJECTS_KEY, "settings", projectId],
    enabled: projectId !== null,
    // Read fresh at each opening (the form starts from it) and not again under the user's edits.
    staleTime: 0,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => data(api.GET("/v1/audio-native/{project_id}/settings", { params: { path: { project_id: projectId ?? "" } }, signal })),
  });
}
