import type { LocalModelInfo } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api, data, formBody } from "#lib/api";
import { invalidateAfterModelChange } from "./invalidate-after-model-change";

export interface AddLocalModelInput {
  file: File;
  /** The archive's SHA-256 (hex); blank sends none. */
  sha256?: string;
  /** The folder name in MODELS_DIR; blank lets the server name it from the archive. */
  modelId?: string;
}

/** The multipart form of POST /v1/admin/models. */
export function addLocalModelForm({ file, sha256, modelId }: AddLocalModelInput): FormData {
  const form = new FormData();
  const checksum = sha256?.trim();
  const id = modelId?.trim();
  if (checksum) form.append("sha256", checksum);
  if (id) form.append("model_id", id);
  // Last, so the server has read the other fields when the (possibly large) archive arrives.
  form.append("file", file, file.name);
  return form;
}

/**
 * POST /v1/admin/models: uploads a sherpa-onnx model archive; the server unpacks it and loads the
 * model once in a separate process (up to a couple of minutes) before it answers with the model,
 * ok or broken with its reason (a broken model is installed and listed all the same). Failures are
 * not toasted: the form shows them. A synchronous in-flight guard makes a double click send one upload.
 */
export function useAddLocalModel() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: AddLocalModelInput) => data(api.POST("/v1/admin/models", formBody(addLocalModelForm(input)))),
    onSuccess: () => invalidateAfterModelChange(queryClient),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    add(input: AddLocalModelInput, options?: { onSuccess?: (model: LocalModelInfo) => void }) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(input, options);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
  };
}
