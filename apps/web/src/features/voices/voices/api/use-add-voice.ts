import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "#lib/query-keys";
import type { CloneProgressState } from "../clone-stages";
import { voiceFormData, type VoiceFormValues } from "../voice-form";
import { addVoiceWithProgress } from "./add-voice-with-progress";

export interface AddVoiceInput {
  values: VoiceFormValues;
  files: File[];
  /** Hears each stage as the server starts it. */
  onProgress?: (progress: CloneProgressState) => void;
}

/**
 * POST /v1/voices/add (instant voice cloning), with the server's stages as they happen (see
 * addVoiceWithProgress). Failures are not toasted: the dialog shows them beside the form.
 */
export function useAddVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, files, onProgress }: AddVoiceInput) => addVoiceWithProgress(voiceFormData(values, files), onProgress ?? (() => {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
