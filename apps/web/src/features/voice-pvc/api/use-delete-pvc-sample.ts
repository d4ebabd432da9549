import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/voices/pvc/{id}/samples/{sample_id}, then reads the voice again. */
export function useDeletePvcSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId }: { voiceId: string; sampleId: string }) =>
      apiJson<{ status: "ok" }>(`/v1/voices/pvc/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
    onError: handleError,
  });
}
