import type { GeneratedNameResponse } from "@vocable/contract";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";

/** POST /v1/user/generate-name: a suggested public name (saved only when the user saves it). */
export function useGenerateName() {
  return useMutation({
    mutationFn: () => apiJson<GeneratedNameResponse>("/v1/user/generate-name", { method: "POST" }),
    onError: handleError,
  });
}
