import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_LOAD_FAILED, lazyRoute, retryRouteLoad, type RouteModule } from "./lazy-route";

function Page() {
  return createElement("h1", null, "The page");
}

/** A route module whose download fails the first `failures` times, like a chunk lost on the way. */
function flakyModule(failures: number) {
  let calls = 0;
  const load = (): Promise<RouteModule> => {
    calls++;
    if (calls <= failures) return Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/page.js"));
    return Promise.resolve({ default: Page });
  };
  return { load, calls: () => calls };
}

type LazyResult = { Component?: ComponentType; element?: ReactElement };

async function runLazy(load: () => Promise<RouteModule>): Promise<LazyResult> {
  const lazy = lazyRoute(load);
  if (typeof lazy !== "function") throw new Error("lazyRoute must return a lazy function");
  return (await lazy()) as LazyResult;
}

function render(result: LazyResult): string {
  return renderToStaticMarkup(result.Component ? createElement(result.Component) : (result.element ?? null));
}

describe("lazyRoute", () => {
  // The failures are logged for developers; keep the test output quiet.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives React Router the page when its module loads", async () => {
    const result = await runLazy(flakyModule(0).load);
    expect(result.Component).toBe(Page);
    expect(render(result)).toBe("<h1>The page</h1>");
  });

  it("never hands React Router a failure: a failed load becomes a page with the error and a Retry", async () => {
    const module = flakyModule(1);
    const result = await runLazy(module.load);
    const html = render(result);
    expect(html).toContain(PAGE_LOAD_FAILED);
    expect(html).toContain(">Retry</button>");
    expect(html).not.toContain("The page");

    // Retry imports again (a new request) and, once the module is there, the stand-in shows the page.
    await expect(retryRouteLoad(module.load)).resolves.toBe(Page);
    expect(module.calls()).toBe(2);
    expect(render(result)).toBe("<h1>The page</h1>");
  });

  it("keeps offering Retry while the module still fails", async () => {
    const module = flakyModule(2);
    const result = await runLazy(module.load);
    await expect(retryRouteLoad(module.load)).rejects.toThrow("Failed to fetch");
    expect(render(result)).toContain(PAGE_LOAD_FAILED);
    await expect(retryRouteLoad(module.load)).resolves.toBe(Page);
    expect(render(result)).toBe("<h1>The page</h1>");
  });
});
