import { describe, expect, it } from "vitest";
import { requestSite } from "./request-site";

const own = "https://voice.example";

describe("requestSite", () => {
  it.each<[string, Record<string, string>, "same" | "cross" | "unknown"]>([
    ["same origin by Origin", { origin: own }, "same"],
    ["same origin by Sec-Fetch-Site", { "sec-fetch-site": "same-origin" }, "same"],
    ["both agree", { origin: own, "sec-fetch-site": "same-origin" }, "same"],
    ["another origin", { origin: "https://evil.example" }, "cross"],
    ["a sibling host is another origin", { origin: "https://sub.voice.example" }, "cross"],
    ["another scheme is another origin", { origin: "http://voice.example" }, "cross"],
    ["an opaque origin", { origin: "null" }, "cross"],
    ["same-site is not same-origin", { "sec-fetch-site": "same-site" }, "cross"],
    ["cross-site even with our Origin", { origin: own, "sec-fetch-site": "cross-site" }, "cross"],
    ["neither header", {}, "unknown"],
  ])("%s", (_name, headers, verdict) => {
    expect(requestSite(new Headers(headers), own)).toBe(verdict);
  });
});
