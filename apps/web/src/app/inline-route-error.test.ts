import { APP_ROUTES } from "@vocable/domain";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { InlineRouteError, routeErrorMessage } from "./inline-route-error";
import { RouteError } from "./route-error";
import { routes } from "./router";
import { ApiError, NetworkError } from "#lib/api-client";

describe("the signed-in pages' error boundary", () => {
  it("sits below the /app layout, so a failing page shows inside the shell", () => {
    const signedOut = [APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.forgotPassword, APP_ROUTES.resetPassword, APP_ROUTES.sso] as string[];
    const signedIn = Object.values(APP_ROUTES).filter((path) => path.startsWith("/app/") && !signedOut.includes(path));
    expect(signedIn.length).toBeGreaterThan(0);
    for (const path of [...signedIn, "/app/nope"]) {
      const matched = (matchRoutes(routes, path) ?? []).map((m) => m.route);
      const layout = matched.findIndex((route) => route.path === APP_ROUTES.app);
      const boundary = matched.findIndex((route) => route.ErrorBoundary === InlineRouteError);
      expect(layout, path).toBeGreaterThanOrEqual(0);
      expect(boundary, path).toBeGreaterThan(layout);
    }
  });

  it("leaves sign-in, sign-up and SSO to the app-wide boundary", () => {
    for (const path of [APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.forgotPassword, APP_ROUTES.resetPassword, APP_ROUTES.sso, APP_ROUTES.home]) {
      const matched = (matchRoutes(routes, path) ?? []).map((m) => m.route);
      expect(matched.some((route) => route.ErrorBoundary === InlineRouteError), path).toBe(false);
      expect(matched[0].ErrorBoundary).toBe(RouteError);
    }
  });

  it("says what failed in the user's terms", () => {
    expect(routeErrorMessage(new NetworkError())).toBe("Network error");
    expect(routeErrorMessage(new ApiError(404, "Not Found", { detail: { status: "not_found", message: "Dictionary not found" } }))).toBe(
      "Dictionary not found",
    );
    expect(routeErrorMessage(new ApiError(500, "", null))).toBe("Something went wrong, please try again later.");
    expect(routeErrorMessage(new TypeError("x is undefined"))).toBe("Something went wrong, please try again later.");
  });
});
