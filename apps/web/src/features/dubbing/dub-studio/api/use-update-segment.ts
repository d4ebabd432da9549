import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dubResourceKey } from "./dub-resource-key";
import { updateDubSegment } from "./dub-resource-calls";

/** Saves a segment's line in a language (PATCH …/segment/{id}/{language}), then reads the resource again (the line is stale now). Failures are shown by the editor. */
export function useUpdateSegment(dubbingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segmentId, language, text }: { segmentId: string; language: string; text: string }) => updateDubSegment(dubbingId, segmentId, language, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dubResourceKey(dubbingId) }),
  });
}
