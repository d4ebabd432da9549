import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { AUDIO_NATIVE_PROJECTS_KEY } from "./use-audio-native-projects";

export interface CreateAudioNativeInput {
  name: string;
  title: string;
  author: string;
  /** The article: a .txt (UTF-8) or an HTML page. */
  file: File;
  /** Convert at once and publish when done. */
  convert: boolean;
}

/** POST /v1/audio-native: the same multipart form the SDK's audioNative.create sends. */
export function useCreateAudioNativeProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAudioNativeInput) => {
      const form = new FormData();
      form.append("name", input.name);
      if (input.title.trim()) form.append("title", input.title.trim());
      if (input.author.trim()) form.append("author", input.author.trim());
      form.append("auto_convert", input.convert ? "true" : "false");
      form.append("file", input.file, input.file.name);
      return data(api.POST("/v1/audio-native", formBody(form)));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIO_NATIVE_PROJECTS_KEY }),
    onError: handleError,
  });
}
