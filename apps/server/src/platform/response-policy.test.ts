import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let user: TestUser;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-dist-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Vocable</title><div id=root></div>");
  t = await createTestApp({ WEB_DIST: dist });
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The Permissions-Policy header as a map of feature -> allow list. */
function permissions(res: Response): Map<string, string> {
  const header = res.headers.get("permissions-policy") ?? "";
  return new Map(
    header
      .split(",")
      .map((part) => part.trim().split("="))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
}

describe("security headers", () => {
  it("lets the app's own pages use the microphone and nothing else of the kind, and forbids framing everywhere", async () => {
    for (const res of [await t.request("/app/home"), await t.request("/v1/user", { headers: { "xi-api-key": user.apiKey } }), await t.request("/health")]) {
      const policy = permissions(res);
      // Recording (speech to text, voice samples) uses getUserMedia on Vocable's own origin.
      expect(policy.get("microphone")).toBe("(self)");
      for (const feature of ["camera", "geolocation", "payment", "usb", "display-capture", "serial", "hid", "bluetooth", "midi"]) {
        expect(policy.get(feature), feature).toBe("()");
      }
      // X-Frame-Options agrees with the CSP's frame-ancestors 'none' (SAMEORIGIN would contradict it).
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe("caching of per-account answers", () => {
  it("marks /v1 and /v2 answers private and not to be stored, errors included", async () => {
    const auth = { headers: { "xi-api-key": user.apiKey } };
    for (const url of ["/v1/user", "/v1/user/subscription", "/v1/workspace", "/v2/voices", "/v1/history/no-such-item", "/v1/user?x=1"]) {
      const res = await t.request(url, auth);
      expect(res.headers.get("cache-control"), url).toBe("private, no-store");
    }
    // Refused before a route runs (no credentials): the same.
    expect((await t.request("/v1/user")).headers.get("cache-control")).toBe("private, no-store");
    // Better Auth's session check (the other per-account JSON the web app reads) says no-store itself.
    const session = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie } });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toContain("no-store");
  });
});
