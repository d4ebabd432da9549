import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/workspace/webhooks/{id}/test: one signed test event now; toasts how it went. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.POST("/v1/workspace/webhooks/{webhook_id}/test", { params: { path: { webhook_id: id } } })),
    onSuccess: (delivery) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(delivery.webhook_id) });
      if (delivery.status === "succeeded") toast.success(`Test event delivered (HTTP ${delivery.response_code}, ${delivery.duration_ms} ms)`);
      else toast.error(`Test event failed: ${delivery.response_code ? `HTTP ${delivery.response_code}` : (delivery.error ?? "no answer")}`);
    },
    onError: handleError,
  });
}
