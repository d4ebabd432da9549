import {
  ACCESS_VERIFIED,
  GENERIC_ERROR,
  INVALID_ACTION_LINK,
  MISSING_CODE_MESSAGE,
  actionCodeFailure,
  parseLandingQuery,
  planLanding,
  searchWithout,
  type LandingAction,
} from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage, handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { errorTypeOf, statusOf } from "#features/accounts/sign-in/account-request-error";
import { optOutOfUpdates, verifyEmailCode, verifySensitiveActionCode } from "./api/landing-calls";
import { setVerifyingEmail, showLandingDialog } from "./landing-dialog-store";
import { storeLandingParams, storePendingCoupon } from "./landing-storage";
import { addPendingAction, getPendingActions, removePendingAction, subscribePendingActions } from "./pending-actions";
import { captureReferral } from "./referral-capture";
import { noteMarketingVisit } from "#features/accounts/privacy/marketing-visit";

/** Query strings this page has already handled (a StrictMode re-run, a back navigation). */
const handled = new Set<string>();
let referralCaptured = false;

/** A link's text for a failed code: invalid/used/expired, or whatever else went wrong. */
function codeFailureText(error: unknown): string {
  if (actionCodeFailure(statusOf(error), errorTypeOf(error)) === "invalid_action_code") return INVALID_ACTION_LINK;
  return statusOf(error) === null ? errorMessage(error) : GENERIC_ERROR;
}

/**
 * The account-action landing (spec accounts §2) on every page: reads the address's landing
 * parameters on load and after each navigation, stores what the rule says, runs the mode's call,
 * and takes the consumed parameters out of the address. Actions that need a signed-in user wait
 * for one. Returns the support-access request waiting for the user's answer.
 */
export function useLandingActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session, isPending: sessionPending } = useSession();
  const pending = useSyncExternalStore(subscribePendingActions, getPendingActions);
  const running = useRef(new Set<string>());

  const runAction = useCallback(
    (action: LandingAction) => {
      switch (action.kind) {
        case "verifyEmail":
          setVerifyingEmail(true);
          verifyEmailCode(action.code)
            .then(async () => {
              showLandingDialog("emailVerified");
              await queryClient.invalidateQueries({ queryKey: queryKeys.session });
              await queryClient.invalidateQueries({ queryKey: queryKeys.user });
            })
            .catch((error: unknown) => showLandingDialog("emailVerifyFailed", codeFailureText(error)));
          return;
        case "optOutOfUpdates":
          optOutOfUpdates(action.code)
            .then(() => showLandingDialog("optOutUpdatesSuccess"))
            .catch(() => showLandingDialog("optOutUpdatesFailed"));
          return;
        case "resetPassword":
          if (action.to) void navigate(action.to, { replace: true });
          return;
        case "unknownMode":
          toast.error(action.message);
          return;
        case "missingCode":
          toast.error(MISSING_CODE_MESSAGE);
          return;
        case "verifySignInRequest":
        case "verifySensitiveAction":
          addPendingAction(action);
          return;
      }
    },
    [navigate, queryClient],
  );

  // Read the address: on load and whenever a navigation brings landing parameters.
  useEffect(() => {
    if (!referralCaptured) {
      referralCaptured = true;
      try {
        captureReferral(location.search);
      } catch (error) {
        console.warn("referral not recorded", error);
      }
      noteMarketingVisit(location.search);
    }
    const key = `${location.pathname}${location.search}`;
    if (!location.search || handled.has(key)) return;
    const plan = planLanding(parseLandingQuery(location.search), location.pathname);
    if (!plan.store && !plan.coupon && plan.actions.length === 0) return;
    handled.add(key);
    if (plan.store) storeLandingParams(plan.store);
    if (plan.coupon?.kind === "store") storePendingCoupon(plan.coupon.code);
    if (plan.coupon?.kind === "invalid") showLandingDialog("promocodeFailure");
    if (plan.consume.length > 0) {
      // Codes must not stay in the address bar or the history.
      const search = searchWithout(location.search, plan.consume);
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
    }
    for (const action of plan.actions) runAction(action);
  }, [location, navigate, runAction]);

  // Run the sensitive-action proofs that waited for a signed-in user once there is one.
  useEffect(() => {
    if (sessionPending || !session) return;
    for (const action of pending) {
      if (action.kind !== "verifySensitiveAction" || running.current.has(action.code)) continue;
      running.current.add(action.code);
      verifySensitiveActionCode(action.code)
        .then(() => toast.success(ACCESS_VERIFIED))
        .catch((error: unknown) => (codeFailureText(error) === INVALID_ACTION_LINK ? toast.error(INVALID_ACTION_LINK) : handleError(error)))
        .finally(() => removePendingAction(action.code));
    }
  }, [session, sessionPending, pending]);

  // A support-access request waits for the signed-in user's answer in a dialog.
  const supportRequest = session ? (pending.find((a) => a.kind === "verifySignInRequest")?.code ?? null) : null;
  return { supportRequest, finishSupportRequest: removePendingAction };
}
