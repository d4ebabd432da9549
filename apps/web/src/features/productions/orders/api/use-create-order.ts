import type { CreateOrderResponse, RegisterMediaResponse } from "@vocable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { errorMessage } from "#lib/handle-error";
import { uploadWithProgress } from "#lib/upload-with-progress";
import { mediaForm } from "../order-media";
import { orderKeys } from "./order-keys";
import { useGuardedMutation } from "./use-guarded-mutation";

export interface NewOrder {
  name: string;
  /** A history item to register as the order's first media, in `language`. */
  historyItem?: { id: string; language: string };
}

export interface CreatedOrder {
  orderId: string;
  /** Why the history item could not be added (the order exists anyway). */
  mediaError: string | null;
}

/**
 * POST /v1/productions/orders with its name; with a history item, then POST …/media with its id.
 * The order stays when its media is refused: the order page shows it, with the reason.
 * Failures of the create itself are the form's to show.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useGuardedMutation<CreatedOrder, NewOrder>({
    mutationFn: async ({ name, historyItem }) => {
      const created: CreateOrderResponse = await data(api.POST("/v1/productions/orders", { body: { name } }));
      let mediaError: string | null = null;
      if (historyItem) {
        try {
          await uploadWithProgress<RegisterMediaResponse>(`/v1/productions/orders/${encodeURIComponent(created.order_id)}/media`, mediaForm({ kind: "history", id: historyItem.id }, historyItem.language));
        } catch (error) {
          mediaError = errorMessage(error);
        }
      }
      return { orderId: created.order_id, mediaError };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.list }),
  });
}
