import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "#components/ui/button";

/**
 * Last-resort boundary of the whole app, for failures outside the signed-in pages (the layout
 * itself, sign-in, home). Pages inside the shell have their own inline boundary
 * (`InlineRouteError`), so this one rarely shows.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center" data-testid="app-error">
      <h1 className="text-xl font-semibold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-sm text-muted-foreground">Reload the page to try again.</p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Link to="/" className="text-sm font-medium underline">
          Go home
        </Link>
      </div>
    </div>
  );
}
