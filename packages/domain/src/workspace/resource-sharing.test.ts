import { describe, expect, it } from "vitest";
import { resourceAccessAllows, strongestShareRole, type ResourceAccess, type ResourceAction } from "./resource-sharing";

describe("resource sharing roles", () => {
  it.each<[ResourceAccess, ResourceAction, boolean]>([
    ["creator", "read", true],
    ["creator", "change", true],
    ["creator", "delete", true],
    ["creator", "share", true],
    ["viewer", "read", true],
    ["viewer", "change", false],
    ["viewer", "delete", false],
    ["viewer", "share", false],
    ["editor", "read", true],
    ["editor", "change", true],
    ["editor", "delete", false],
    ["editor", "share", false],
    ["admin", "read", true],
    ["admin", "change", true],
    ["admin", "delete", true],
    ["admin", "share", true],
  ])("%s may %s: %s", (access, action, allowed) => {
    expect(resourceAccessAllows(access, action)).toBe(allowed);
  });

  it.each([
    [[], null],
    [["viewer"], "viewer"],
    [["viewer", "admin", "editor"], "admin"],
    [["editor", "viewer"], "editor"],
  ] as const)("the strongest of %j is %s", (roles, best) => {
    expect(strongestShareRole(roles)).toBe(best);
  });
});
