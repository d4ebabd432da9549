import type { RegisterMediaResponse } from "@vocable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadWithProgress, type UploadProgress } from "#lib/upload-with-progress";
import { mediaForm, type MediaSource } from "../order-media";
import { orderKeys } from "./order-keys";
import { useGuardedMutation } from "./use-guarded-mutation";

/**
 * POST /v1/productions/orders/{id}/media (multipart), reporting how much of an uploaded file has
 * been sent; the server then fetches or copies and checks the media. Failures are the form's to
 * show. Leaving the page aborts an upload in flight.
 */
export function useRegisterMedia(orderId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useGuardedMutation<RegisterMediaResponse, { source: MediaSource; language: string }>({
    mutationFn: ({ source, language }) => {
      controller.current = new AbortController();
      setProgress(null);
      return uploadWithProgress<RegisterMediaResponse>(`/v1/productions/orders/${encodeURIComponent(orderId)}/media`, mediaForm(source, language), {
        signal: controller.current.signal,
        onProgress: setProgress,
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
  const abort = useCallback(() => controller.current?.abort(), []);
  useEffect(() => abort, [abort]);
  return { ...mutation, progress };
}
