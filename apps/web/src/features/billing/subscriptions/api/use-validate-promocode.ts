import { useMutation } from "@tanstack/react-query";
import { validatePromocode } from "./billing-calls";

/** POST /v1/billing/validate-promocode: whether a code applies to this workspace, with its terms. */
export function useValidatePromocode() {
  return useMutation({ mutationFn: (code: string) => validatePromocode(code) });
}
