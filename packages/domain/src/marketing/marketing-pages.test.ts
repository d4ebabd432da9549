import { describe, expect, it } from "vitest";
import { APP_ROUTES, APP_ROUTE_PATTERNS, isAppRoute } from "../app-routes";
import {
  DEFAULT_PAGE_TITLE,
  MARKETING_PAGES,
  USE_CASE_PATTERN,
  allMarketingPages,
  findMarketingPage,
  isMissingTablePage,
  pageTitle,
} from "./marketing-pages";
import { USE_CASES, findUseCase, pathOfUseCase } from "./use-cases";

// The spec's public marketing paths (accounts §2 and voices §2), the use cases aside.
const SPEC_PATHS = [
  "/about", "/affiliates", "/api", "/pricing", "/pricing/api", "/enterprise", "/studio", "/dubbing", "/languages", "/voice-library",
  "/voice-cloning", "/voice-changer", "/voice-isolator", "/sound-effects", "/text-to-speech", "/text-reader", "/safety", "/showcase",
  "/customers", "/careers", "/contact-sales", "/use-policy",
];

describe("the marketing pages table", () => {
  const pages = allMarketingPages();

  it("has a page for every public path of the spec, the home page and every use case", () => {
    const paths = pages.map((page) => page.path);
    for (const path of [...SPEC_PATHS, "/", ...USE_CASES.map((u) => pathOfUseCase(u.slug))]) expect(paths, path).toContain(path);
    expect(USE_CASES.length).toBeGreaterThanOrEqual(7);
  });

  it("gives each page a unique title and description of a length search engines show whole", () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThanOrEqual(10);
      expect(page.title.length, page.path).toBeLessThanOrEqual(60);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.title, page.path).toMatch(/Vocable/);
      expect(page.description, page.path).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it("lists only paths the app serves, and every public path the app serves", () => {
    for (const page of pages) expect(isAppRoute(page.path), page.path).toBe(true);
    const publicStatic = APP_ROUTE_PATTERNS.filter((p) => !p.startsWith("/app") && !p.includes(":"));
    for (const pattern of publicStatic) expect(findMarketingPage(pattern), pattern).toBeDefined();
    expect(APP_ROUTE_PATTERNS).toContain(USE_CASE_PATTERN);
    expect(APP_ROUTES.useCase).toBe(USE_CASE_PATTERN);
  });

  it("finds a page without case or a trailing slash and answers its canonical path", () => {
    expect(findMarketingPage("/About/")?.path).toBe("/about");
    expect(findMarketingPage("/pricing/API")?.path).toBe("/pricing/api");
    expect(findMarketingPage("/use-cases/Audiobooks/")?.path).toBe("/use-cases/audiobooks");
    expect(findMarketingPage("/")?.path).toBe("/");
    for (const path of ["/nope", "/about/more", "/use-cases", "/use-cases/nope", "/app/sign-in", "/share/abc"]) {
      expect(findMarketingPage(path), path).toBeUndefined();
    }
  });

  it("tells a use-case path that names no use case from the rest", () => {
    expect(isMissingTablePage("/use-cases/nope")).toBe(true);
    expect(isMissingTablePage("/use-cases/games")).toBe(false);
    expect(isMissingTablePage("/use-cases")).toBe(false);
    expect(isMissingTablePage("/about")).toBe(false);
  });

  it("titles the app's own pages plainly", () => {
    expect(pageTitle("/app/settings")).toBe(DEFAULT_PAGE_TITLE);
    expect(pageTitle("/safety")).toBe(MARKETING_PAGES.find((p) => p.path === "/safety")!.title);
  });
});

describe("the use cases", () => {
  it("have unique kebab-case slugs, something that works today, an honest limit and related pages that exist", () => {
    expect(new Set(USE_CASES.map((u) => u.slug)).size).toBe(USE_CASES.length);
    for (const useCase of USE_CASES) {
      expect(useCase.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findUseCase(useCase.slug.toUpperCase())).toBe(useCase);
      expect(useCase.today.length, useCase.slug).toBeGreaterThanOrEqual(2);
      expect(useCase.limits.length, useCase.slug).toBeGreaterThanOrEqual(1);
      for (const path of useCase.related) expect(findMarketingPage(path), `${useCase.slug} -> ${path}`).toBeDefined();
    }
  });
});
