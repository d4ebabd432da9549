import { describe, expect, it } from "vitest";
import type { Principal } from "../app-env";
import { ROUTE_ACCESS } from "./route-access";
import { BEFORE_TWO_FACTOR_SETUP_ROUTES, requireTwoFactorWhereRequired } from "./two-factor-requirement";

const person: Principal = { userId: "u", workspaceId: "w", via: "session", role: "editor", isServiceAccount: false, keyPermissions: null, twoFactorSetupRequired: true };

describe("the workspace's two-factor requirement", () => {
  it("lets through only declared routes (no typo opens nothing or everything)", () => {
    const declared = new Set(ROUTE_ACCESS.map(([entry]) => entry));
    for (const entry of BEFORE_TWO_FACTOR_SETUP_ROUTES) expect(declared.has(entry), entry).toBe(true);
  });

  it.each<[string, string, boolean]>([
    ["GET", "/v1/user", true],
    ["POST", "/v1/user/update-mfa-factors", true],
    ["POST", "/v1/user/workspaces/ws_1/switch", true],
    ["DELETE", "/v1/user/sessions/s_1", true],
    ["GET", "/v1/history", false],
    ["POST", "/v1/text-to-speech/v_1", false],
    ["GET", "/v1/user/subscription", false],
    ["PATCH", "/v1/workspace/security", false],
  ])("%s %s is reachable before set-up: %s", (method, path, reachable) => {
    const check = () => requireTwoFactorWhereRequired(person, method, path);
    if (reachable) expect(check).not.toThrow();
    else expect(check).toThrow(/requires two-factor/);
    expect(() => requireTwoFactorWhereRequired({ ...person, twoFactorSetupRequired: false }, method, path)).not.toThrow();
  });
});
