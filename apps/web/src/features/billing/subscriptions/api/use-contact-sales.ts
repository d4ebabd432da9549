import type { ContactSalesRequest } from "@vocable/contract";
import { useMutation } from "@tanstack/react-query";
import { contactSales } from "./billing-calls";

/** POST /v1/billing/contact-sales (public): the Enterprise inquiry, stored and mailed to the operators. */
export function useContactSales() {
  return useMutation({ mutationFn: (input: ContactSalesRequest) => contactSales(input) });
}
