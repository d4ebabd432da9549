import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolvePackageImport } from "../build/package-imports";

const src = path.resolve(import.meta.dirname, "../src");

describe("resolvePackageImport", () => {
  it("finds a module whatever its extension, as TypeScript does", () => {
    expect(resolvePackageImport("#lib/api")).toBe(path.join(src, "lib/api.ts"));
    expect(resolvePackageImport("#app/shell/app-shell")).toBe(path.join(src, "app/shell/app-shell.tsx"));
    expect(resolvePackageImport("#lib/api-schema")).toBe(path.join(src, "lib/api-schema.d.ts"));
  });

  it("answers null for an unknown alias or a missing module", () => {
    expect(resolvePackageImport("#nowhere/api")).toBeNull();
    expect(resolvePackageImport("#lib/no-such-module")).toBeNull();
  });
});
