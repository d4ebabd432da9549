import { Outlet, ScrollRestoration } from "react-router";
import { EmailChangeLanding } from "../features/account-security/components/email-change-landing";
import { AppToaster } from "./app-toaster";

/** Wraps every route: the page, the toast area and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <EmailChangeLanding />
      <Outlet />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}
