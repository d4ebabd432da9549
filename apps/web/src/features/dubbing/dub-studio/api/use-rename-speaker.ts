import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dubResourceKey } from "./dub-resource-key";
import { updateDubSpeaker } from "./dub-resource-calls";

/** Renames a speaker of the dub (PATCH …/speaker/{id} with speaker_name; their lines stay as they are). Failures are shown by the form. */
export function useRenameSpeaker(dubbingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ speakerId, name }: { speakerId: string; name: string }) => updateDubSpeaker(dubbingId, speakerId, { speaker_name: name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dubResourceKey(dubbingId) }),
  });
}
