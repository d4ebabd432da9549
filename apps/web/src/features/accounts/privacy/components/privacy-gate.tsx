import { APP_ROUTES, ccpaApplies, ccpaOptedOut } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { userQueryOptions } from "#features/accounts/user/api/user-query";
import { useVisitorRegion } from "../api/use-visitor-region";
import { globalPrivacyControl, readStoredCcpaOptOut, storeCcpaOptOut, syncCcpaOptOut } from "../ccpa-store";
import { applyRegion } from "../consent-store";
import { useConsent } from "../use-consent";

// Shown to few visitors: loaded only when needed, so the first load stays small.
const CcpaControl = lazy(() => import("./ccpa-control").then((m) => ({ default: m.CcpaControl })));
const ConsentBanner = lazy(() => import("./consent-banner").then((m) => ({ default: m.ConsentBanner })));

/** Pages with the signed-in shell; its settings page will host the CCPA control. */
function inSignedInShell(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const auth = [APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.sso];
  return path.startsWith("/app") && !auth.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Mounted once at the root: works out analytics consent from the visitor's region, shows the
 * consent banner where it must ask, and offers the CCPA opt-out where it applies (on the public
 * and sign-in pages for now). A Global Privacy Control signal is recorded as an opt-out, and told
 * to the account once.
 */
export function PrivacyGate() {
  const region = useVisitorRegion();
  const { ask } = useConsent();
  const { pathname } = useLocation();
  const { data: session } = useSession();
  const { data: user } = useQuery({ ...userQueryOptions, enabled: !!session });
  const gpc = globalPrivacyControl();
  const accountOptOut = (user as { ccpa_opt_out?: unknown } | undefined)?.ccpa_opt_out;
  const optedOut = ccpaOptedOut({ stored: readStoredCcpaOptOut(), account: typeof accountOptOut === "boolean" ? accountOptOut : null, globalPrivacyControl: gpc });
  const gpcSynced = useRef(false);

  const known = region !== undefined;
  const country = region?.country ?? null;
  const subdivision = region?.region ?? null;
  useEffect(() => applyRegion(known ? { country, region: subdivision } : null), [known, country, subdivision]);

  useEffect(() => {
    if (!gpc || gpcSynced.current) return;
    if (readStoredCcpaOptOut() !== true) storeCcpaOptOut(true);
    // The signal is the visitor's standing answer: the account learns it without a reload.
    if (user && accountOptOut !== true) {
      gpcSynced.current = true;
      syncCcpaOptOut(true).catch((error: unknown) => console.warn("could not record the Global Privacy Control opt-out", error));
    }
  }, [gpc, user, accountOptOut]);

  const showCcpa = ccpaApplies(region ?? null, gpc) && !inSignedInShell(pathname);
  const ccpa = showCcpa ? <CcpaControl optedOut={optedOut} lockedByGpc={gpc} signedIn={!!session} /> : null;
  return (
    <Suspense fallback={null}>
      {ask ? <ConsentBanner>{ccpa}</ConsentBanner> : ccpa ? <div className="fixed bottom-2 left-1/2 z-30 -translate-x-1/2">{ccpa}</div> : null}
    </Suspense>
  );
}
