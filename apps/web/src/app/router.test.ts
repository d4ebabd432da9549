import { APP_ROUTE_PATTERNS } from "@vocable/domain";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

/** Full paths of every route that answers a URL (pages, index routes, redirects); "*" excluded. */
function routePaths(tree: RouteObject[], parent = ""): string[] {
  const found: string[] = [];
  for (const route of tree) {
    let full = parent;
    if (route.path !== undefined) {
      // Child paths are absolute (constants), or relative to the parent as React Router allows.
      full = route.path.startsWith("/") ? route.path : `${parent.replace(/\/$/, "")}/${route.path}`;
    }
    const answers = route.index === true || (route.path !== undefined && !route.children?.length);
    if (answers && route.path !== "*" && !full.endsWith("/*")) found.push(full || "/");
    if (route.children) found.push(...routePaths(route.children, full));
  }
  return found;
}

describe("router", () => {
  it("has a page for every shared app route, and no page outside that list", () => {
    const paths = routePaths(routes);
    expect(paths.length).toBeGreaterThan(0);
    expect([...new Set(paths)].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it("resolves each shared route to its own page, and an unknown path to Not Found", () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const leaf = matchRoutes(routes, pattern)?.at(-1)?.route;
      expect(leaf?.path, pattern).not.toBe("*");
    }
    expect(matchRoutes(routes, "/app/nope")?.at(-1)?.route.path).toBe("*");
    expect(matchRoutes(routes, "/nope")?.at(-1)?.route.path).toBe("*");
  });
});
