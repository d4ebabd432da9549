import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client";
import { isTwoFactorSetupRequired } from "./query-client";

const body = (status: string) => ({ detail: { status, message: "…" } });

describe("isTwoFactorSetupRequired", () => {
  it.each<[string, unknown, boolean]>([
    ["the workspace's requirement", new ApiError(403, "Forbidden", body("two_factor_setup_required")), true],
    ["another 403", new ApiError(403, "Forbidden", body("missing_permissions")), false],
    ["the same code with another status", new ApiError(400, "Bad Request", body("two_factor_setup_required")), false],
    ["a body that is not JSON", new ApiError(403, "Forbidden", "nope"), false],
    ["no body", new ApiError(403, "Forbidden", null), false],
    ["a network error", new NetworkError(), false],
  ])("%s: %s", (_, error, expected) => {
    expect(isTwoFactorSetupRequired(error)).toBe(expected);
  });
});
