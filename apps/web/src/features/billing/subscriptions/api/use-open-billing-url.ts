import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { UNEXPECTED_ERROR } from "@vocable/domain";
import { checkoutTarget } from "../checkout-target";

/** Opens a URL the billing calls answer: this app's pages through the router, the provider's https pages by full navigation. */
export function useOpenBillingUrl() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = checkoutTarget(url, window.location.origin);
      if (!target) {
        console.error("Refused a billing URL:", url.slice(0, 100));
        toast.error(UNEXPECTED_ERROR);
        return;
      }
      if (target.kind === "route") void navigate(target.path);
      else window.location.assign(target.url);
    },
    [navigate],
  );
}
