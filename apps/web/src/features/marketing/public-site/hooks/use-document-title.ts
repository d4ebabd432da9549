import { NOT_FOUND_TITLE, findMarketingPage, isAppRoute, isMissingTablePage, pageTitle } from "@vocable/domain";
import { useEffect } from "react";
import { useLocation } from "react-router";

/** The description the built page starts with (apps/web/index.html), for pages outside the table. */
const DEFAULT_DESCRIPTION = "Vocable: self-hostable text to speech.";

/**
 * Keeps document.title and the meta description those of the page shown, from the domain's
 * marketing table, as the server writes them into the first page: a client-side navigation
 * changes them too (the app's own pages are "Vocable", an unknown path "Page not found").
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const found = isAppRoute(pathname) && !isMissingTablePage(pathname);
    document.title = found ? pageTitle(pathname) : NOT_FOUND_TITLE;
    const description = document.querySelector('meta[name="description"]');
    description?.setAttribute("content", (found && findMarketingPage(pathname)?.description) || DEFAULT_DESCRIPTION);
  }, [pathname]);
}
