import type { DoDubbingResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { queryKeys } from "#lib/query-keys";
import { uploadWithProgress, type UploadProgress } from "#lib/upload-with-progress";
import { dubForm, type DubFormValues } from "../dub-form";

/**
 * POST /v1/dubbing with the media, reporting how much of it has been sent (a video can take a
 * while to upload). Failures are not toasted: the form shows the server's words. The list and the
 * user (characters charged, the checklist's "Dub a video") are read again once the dub is created.
 * A synchronous guard makes a double click send one upload; `abort` stops it (closing the form).
 */
export function useCreateDub() {
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ values, signal }: { values: DubFormValues; signal: AbortSignal }) =>
      uploadWithProgress<DoDubbingResponse>("/v1/dubbing", dubForm(values), { signal, onProgress: setProgress }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dubList });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onSettled: () => {
      inFlight.current = null;
    },
  });

  const { mutate } = mutation;
  const create = useCallback(
    (values: DubFormValues, options?: { onSuccess?: (created: DoDubbingResponse) => void }) => {
      if (inFlight.current) return;
      // Claimed before the mutation starts, so a second click in the same tick sends nothing.
      const controller = new AbortController();
      inFlight.current = controller;
      setProgress(null);
      mutate({ values, signal: controller.signal }, options);
    },
    [mutate],
  );
  /** Stops the upload in flight; stable, so an effect's cleanup can call it. */
  const abort = useCallback(() => inFlight.current?.abort(), []);

  return { create, abort, progress, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
