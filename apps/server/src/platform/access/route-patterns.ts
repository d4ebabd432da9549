/**
 * Tables keyed by `METHOD /path` with OpenAPI path templates (`{name}` is one path segment), as
 * the route declarations spell them. One matcher for the public-route list and the access table.
 */
export interface RouteTable<T> {
  /** The value of the first entry matching `method path`, or undefined. */
  lookup(method: string, path: string): T | undefined;
}

/** Compiles `[["GET /v1/x/{id}", value], ...]` into a matcher (a trailing slash is allowed). */
export function compileRouteTable<T>(entries: readonly (readonly [string, T])[]): RouteTable<T> {
  const patterns = entries.map(([entry, value]) => {
    const [method, path] = entry.split(" ");
    const segments = path.split("/").map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
    return { method, path: new RegExp(`^${segments.join("/")}/?$`), value };
  });
  return {
    lookup(method, path) {
      const upper = method.toUpperCase();
      return patterns.find((p) => p.method === upper && p.path.test(path))?.value;
    },
  };
}
