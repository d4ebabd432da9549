import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-dist-"));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Vocable</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log('app')");
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers client-side routes with the app page, with a content security policy", async () => {
    for (const route of ["/", "/app/sign-in", "/app/speech-synthesis/text-to-speech/history"]) {
      const res = await t.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Vocable</title>");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  it("serves built files, and a missing file is a 404, not the app page", async () => {
    const js = await t.request("/assets/app.js");
    expect(js.status).toBe(200);
    expect(await js.text()).toBe("console.log('app')");
    expect((await t.request("/assets/missing.js")).status).toBe(404);
    expect((await t.request("/favicon.ico")).status).toBe(404);
  });

  it("never answers an API path with the app page", async () => {
    const res = await t.request("/v1/unknown");
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
