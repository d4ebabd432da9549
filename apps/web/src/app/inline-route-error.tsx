import { isRouteErrorResponse, useRevalidator, useRouteError, type RouteObject } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { errorMessage } from "#lib/handle-error";

/** What the inline boundary says for an error that reached it. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.status === 404 ? "This page does not exist." : `${error.status} ${error.statusText}`.trim();
  return errorMessage(error);
}

/**
 * Error boundary of the signed-in pages: a page that throws while loading data or rendering shows
 * this inside the shell (sidebar and player stay) instead of replacing the whole app. Retry
 * revalidates, which runs the page's loaders again and lets React Router render the page anew.
 * (A page whose code failed to download is handled by `lazyRoute`, which retries the import.)
 */
export function InlineRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <div className="flex justify-center py-12">
      <InlineError
        data-testid="route-error"
        className="w-full max-w-lg"
        title="Something went wrong"
        message={routeErrorMessage(error)}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === "loading"}
      />
    </div>
  );
}

/**
 * The signed-in layout's children under one pathless route whose error boundary is
 * {@link InlineRouteError}: it renders in the layout's outlet, so the shell stays around it.
 */
export function withInlineErrors(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: InlineRouteError, children }];
}
