import { lazy, Suspense, useSyncExternalStore } from "react";
import { StoredPromoCheck } from "#features/billing/subscriptions/components/stored-promo-check";
import { getLandingDialog, subscribeLandingDialog } from "../landing-dialog-store";
import { useLandingActions } from "../use-landing-actions";

// The dialogs load on first use: most pages never show one, so they stay out of the first load.
const LandingDialogs = lazy(() => import("./landing-dialogs").then((m) => ({ default: m.LandingDialogs })));
const SupportAccessDialog = lazy(() => import("./support-access-dialog").then((m) => ({ default: m.SupportAccessDialog })));

/** The account-action landing and its dialogs; mounted once in the root layout, so it runs on every page. */
export function AccountLanding() {
  const { supportRequest, finishSupportRequest } = useLandingActions();
  const { dialog } = useSyncExternalStore(subscribeLandingDialog, getLandingDialog);
  return (
    <Suspense fallback={null}>
      {/* A link's coupon is checked once someone is signed in (refused: the promocode-failure dialog). */}
      <StoredPromoCheck />
      {dialog !== "none" ? <LandingDialogs /> : null}
      {supportRequest ? <SupportAccessDialog code={supportRequest} onDone={finishSupportRequest} /> : null}
    </Suspense>
  );
}
