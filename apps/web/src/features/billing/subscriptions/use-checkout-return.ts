import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { invalidateBilling } from "./api/invalidate-billing";
import { clearStoredPromo } from "./promo-code-store";

/** Returns already answered (a StrictMode re-run of the effect must not toast twice). */
const handled = new Set<string>();

/** What the payment provider's return to the subscription page says (Stripe Checkout: `?checkout=success|canceled`). */
export function checkoutReturnOf(search: string): "success" | "canceled" | null {
  const value = new URLSearchParams(search).get("checkout");
  return value === "success" || value === "canceled" ? value : null;
}

/**
 * Back from the provider's checkout: a success thanks the user, forgets the promo code it used and
 * fetches the subscription again (the provider's webhook may still be on its way); a cancel says
 * nothing changed. The parameters then leave the address.
 */
export function useCheckoutReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = checkoutReturnOf(location.search);

  useEffect(() => {
    if (!outcome || handled.has(location.key)) return;
    handled.add(location.key);
    if (outcome === "success") {
      clearStoredPromo();
      toast.success("Thank you! Your subscription has started.");
      void invalidateBilling(queryClient);
    } else {
      toast("Checkout canceled: your plan did not change.");
    }
    void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [outcome, location.key, location.pathname, location.hash, navigate, queryClient]);
}
