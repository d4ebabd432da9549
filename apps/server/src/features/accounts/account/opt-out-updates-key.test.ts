import { describe, expect, it } from "vitest";
import { makeOptOutUpdatesKey, optOutUpdatesUrl, readOptOutUpdatesKey } from "./opt-out-updates-key";

const SECRET = "a-secret-of-at-least-32-characters-000";

describe("opt-out-updates key", () => {
  it("names the user and reads back only with the same secret", () => {
    const key = makeOptOutUpdatesKey(SECRET, "user_123");
    expect(key).toMatch(/^user_123\.[A-Za-z0-9_-]{43}$/);
    expect(readOptOutUpdatesKey(SECRET, key)).toBe("user_123");
    expect(readOptOutUpdatesKey("another-secret-of-at-least-32-chars-0", key)).toBeNull();
  });

  it.each([
    ["another user's id with this signature", (k: string) => `user_456.${k.split(".")[1]}`],
    ["padding appended", (k: string) => `${k}=`],
    ["a character appended", (k: string) => `${k}A`],
    ["the last character changed", (k: string) => `${k.slice(0, -1)}${k.endsWith("A") ? "B" : "A"}`],
    ["no signature", () => "user_123"],
    ["no user", (k: string) => `.${k.split(".")[1]}`],
    ["empty", () => ""],
  ])("refuses %s", (_name, alter) => {
    expect(readOptOutUpdatesKey(SECRET, alter(makeOptOutUpdatesKey(SECRET, "user_123")))).toBeNull();
  });

  it("builds the landing link of the optOutOfUpdates mode", () => {
    const url = new URL(optOutUpdatesUrl("https://vocable.example/", "u.k-_"));
    expect(url.origin + url.pathname).toBe("https://vocable.example/app/sign-in");
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: "optOutOfUpdates", oobCode: "u.k-_" });
  });
});
