import { describe, expect, it } from "vitest";
import { retryAfterMs, upstreamReason } from "./upstream-reason";

describe("upstreamReason", () => {
  it.each([
    ["ElevenLabs", { detail: { status: "invalid_api_key", message: "Invalid API key" } }, "Invalid API key"],
    ["Kokoro-FastAPI", { detail: { error: "validation_error", message: "Voice 'x' not found", type: "invalid_request_error" } }, "Voice 'x' not found"],
    ["chatterbox-tts-api", { detail: { error: { message: "Input text cannot be empty", type: "invalid_request_error" } } }, "Input text cannot be empty"],
    ["Speaches", { detail: "Model 'x' is not installed locally." }, "Model 'x' is not installed locally."],
    ["OpenAI", { error: { message: "Incorrect API key provided", type: "invalid_request_error", param: null, code: "invalid_api_key" } }, "Incorrect API key provided"],
    ["FastAPI validation", { detail: [{ type: "missing", loc: ["body", "input"], msg: "Field required" }] }, "input: Field required"],
    ["a plain message", { message: "overloaded" }, "overloaded"],
  ])("reads %s's error body", (_server, body, reason) => {
    expect(upstreamReason(JSON.stringify(body))).toBe(reason);
  });

  it("falls back to the text, squeezed and bounded, and blanks the key wherever it appears", () => {
    expect(upstreamReason("<html>\n <body>502 Bad Gateway</body>\n</html>")).toBe("<html> <body>502 Bad Gateway</body> </html>");
    expect(upstreamReason("")).toBe("no reason given");
    expect(upstreamReason("x".repeat(1000))).toHaveLength(300);
    expect(upstreamReason(JSON.stringify({ detail: "bad key sk-123 (sk-123)" }), "sk-123")).toBe("bad key *** (***)");
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2025-06-01T12:00:00Z");
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs("0.5", now)).toBe(500);
    expect(retryAfterMs("Sun, 01 Jun 2025 12:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs("Sun, 01 Jun 2025 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
  });
});
