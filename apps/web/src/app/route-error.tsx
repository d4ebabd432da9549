import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a route fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-sm text-zinc-500">Reload the page to try again.</p>
      <Link to="/" className="text-sm font-medium underline">
        Go home
      </Link>
    </div>
  );
}
