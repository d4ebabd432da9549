import {
  APP_ROUTES,
  COUPON_EXPIRED_ERROR_TYPE,
  COUPON_EXPIRED_MESSAGE,
  messageFromErrorBody,
  offerFromValidation,
  promoAppliedMessage,
  promoCodeRemoved,
} from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError } from "#lib/api-client";
import { showLandingDialog } from "#features/accounts/account-landing/landing-dialog-store";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { validatePromocode } from "../api/billing-calls";
import { billingConfigQueryOptions } from "../api/use-billing-config";
import { clearStoredPromo, isPromoSettled, markPromoUncheckable, storePromo, useStoredPromo, type StoredPromo } from "../promo-code-store";
import { readRememberedPlan } from "../remembered-plan";

/** Codes being checked (one check per code, whatever mounts or re-runs). */
const checking = new Set<string>();

/** A refused or unverifiable code goes (spec §4 "Promo code": both copies): a link's coupon with the promocode-failure dialog, an entered one with the removal toast. */
function refuse(stored: StoredPromo): void {
  clearStoredPromo();
  if (stored.source === "landing") showLandingDialog("promocodeFailure");
  else toast(promoCodeRemoved(stored.promocode));
}

/**
 * Checks a kept promo code that was never checked (a `?coupon=` link's, or one entered while
 * signed out) once someone is signed in (spec accounts §4 "Landing dialogs": "A coupon in the URL
 * is stored and applied; failure shows the promocode-failure dialog"; "Promo code": valid, it is
 * kept and the user goes to the subscription page; invalid or failing, it is cleared). Mounted once
 * at the root with the account-action landing. A member (only admins may check codes) keeps it.
 */
export function StoredPromoCheck() {
  const { data: session } = useSession();
  const stored = useStoredPromo();
  const navigate = useNavigate();
  const needsCheck = !!session && !isPromoSettled(stored);
  const config = useQuery({ ...billingConfigQueryOptions, enabled: needsCheck });
  const provider = config.data?.provider;

  useEffect(() => {
    if (!needsCheck || !stored || !provider) return;
    const code = stored.promocode;
    if (provider === "none") {
      markPromoUncheckable(code);
      return;
    }
    if (checking.has(code)) return;
    checking.add(code);
    validatePromocode(code)
      .then((answer) => {
        const offer = offerFromValidation(code, answer);
        if (!offer) return refuse(stored);
        storePromo({ ...stored, offer });
        toast.success(promoAppliedMessage(offer));
        // A link's coupon leads to the subscription page, unless a plan picked before sign-up is about to check out.
        if (stored.source === "landing" && !readRememberedPlan()) void navigate(APP_ROUTES.subscription);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return markPromoUncheckable(code);
        if (error instanceof ApiError && messageFromErrorBody(error.body, error.statusText).errorType === COUPON_EXPIRED_ERROR_TYPE) {
          clearStoredPromo();
          toast.error(COUPON_EXPIRED_MESSAGE);
          return;
        }
        refuse(stored);
      })
      .finally(() => checking.delete(code));
  }, [needsCheck, stored, provider, navigate]);

  return null;
}
