import { Outlet, ScrollRestoration } from "react-router";
import { AppToaster } from "./app-toaster";

/** Wraps every route: the page, the toast area and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}
