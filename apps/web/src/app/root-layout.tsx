import { Outlet, ScrollRestoration } from "react-router";
import { AccountLanding } from "#features/accounts/account-landing/components/account-landing";
import { SessionWatcher } from "#features/accounts/sign-in/components/session-watcher";
import { PrivacyGate } from "#features/accounts/privacy/components/privacy-gate";
import { EmailChangeLanding } from "#features/accounts/account-security/components/email-change-landing";
import { DocumentTitle } from "#features/marketing/public-site/components/document-title";
import { AppToaster } from "./app-toaster";

/**
 * Wraps every route: the page, the toast area and scroll restoration; the account-action landing
 * (e-mail links work on any page), the session watcher (sign-out across tabs), the document's
 * title (the public pages' from the domain's table) and the privacy banner. The landing comes
 * first so it reads a link's parameters before a page redirects.
 */
export function RootLayout() {
  return (
    <>
      <EmailChangeLanding />
      <AccountLanding />
      <SessionWatcher />
      <DocumentTitle />
      <Outlet />
      <PrivacyGate />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}
