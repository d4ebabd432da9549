import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";

/** POST /v1/user/generate-name: a suggested public name (saved only when the user saves it). */
export function useGenerateName() {
  return useMutation({
    mutationFn: () => data(api.POST("/v1/user/generate-name")),
    onError: handleError,
  });
}
