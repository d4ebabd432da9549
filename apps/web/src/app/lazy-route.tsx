import { useState, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";

/** A route module: the page is its default export. */
export type RouteModule = { default: ComponentType };
type LoadRoute = () => Promise<RouteModule>;

export const PAGE_LOAD_FAILED = "This page could not be loaded. Check your connection and try again.";
export const PAGE_LOAD_FAILED_AGAIN = "This page still could not be loaded. If this keeps happening, reload the page.";

/** Pages whose module arrived after a retry, so the next visit shows them at once. */
const recovered = new Map<LoadRoute, ComponentType>();

/**
 * Loads a route's module again (a new `import()`: browsers do not keep a failed module fetch, so
 * this really goes back to the network) and remembers the page once it arrives.
 */
export async function retryRouteLoad(load: LoadRoute): Promise<ComponentType> {
  const page = (await load()).default;
  recovered.set(load, page);
  return page;
}

/**
 * Route modules are split out and loaded on first visit. React Router keeps the outcome of a
 * route's `lazy` for good, a failure included, so a failed load is never handed to it: the route
 * gets a stand-in page that says so inside the layout (the shell stays) and retries the import.
 */
export function lazyRoute(load: LoadRoute): RouteObject["lazy"] {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      console.error("A page failed to load:", error);
      return { element: <PageLoadFailed load={load} /> };
    }
  };
}

/** The stand-in for a page whose module failed to load: Retry, then Reload page if it fails again. */
export function PageLoadFailed({ load }: { load: LoadRoute }) {
  const [page, setPage] = useState<{ Page: ComponentType } | null>(() => {
    const Page = recovered.get(load);
    return Page ? { Page } : null;
  });
  const [state, setState] = useState<"failed" | "retrying" | "failed-again">("failed");

  if (page) return <page.Page />;

  function retry() {
    setState("retrying");
    retryRouteLoad(load).then(
      (Page) => setPage({ Page }),
      (error: unknown) => {
        console.error("A page failed to load again:", error);
        setState("failed-again");
      },
    );
  }

  return (
    <div className="flex justify-center py-12">
      <InlineError
        data-testid="page-load-error"
        className="w-full max-w-lg"
        title="Something went wrong"
        message={state === "failed-again" ? PAGE_LOAD_FAILED_AGAIN : PAGE_LOAD_FAILED}
        onRetry={retry}
        retrying={state === "retrying"}
        actions={
          state === "failed-again" ? (
            <Button variant="ghost" size="sm" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          ) : null
        }
      />
    </div>
  );
}
