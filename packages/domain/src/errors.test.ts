import { describe, expect, it } from "vitest";
import {
  BIPA_ACCEPT_ERROR,
  CHECKLIST_COMPLETE_ERROR,
  CHECKLIST_HIDE_ERROR,
  GENERIC_ERROR,
  NETWORK_ERROR,
  PREVIEW_PLAYBACK_ERROR,
  SUPPORTED_DOWNLOAD_TYPES,
  TOO_MANY_REQUESTS,
  VERIFICATION_EMAIL_ERROR,
  emailUpdateError,
  identityProvidersError,
  isSupportedDownloadType,
  mediaType,
  messageFromErrorBody,
  modelsFetchError,
  previewPlaybackError,
  promoCodeFailureTitle,
  promoCodeRemoved,
  requestFailureMessage,
  subscriptionChangeError,
  toastMessageFor,
  tooManyRequestsMessage,
  unsupportedDownloadType,
  videoGenerationError,
  videoPreviewError,
  voicesFetchError,
} from "./errors";
import * as errors from "./errors";

describe("fixed texts", () => {
  it("match the catalogue", () => {
    expect(NETWORK_ERROR).toBe("Network error");
    expect(GENERIC_ERROR).toBe("Something went wrong, please try again later.");
    expect(PREVIEW_PLAYBACK_ERROR).toBe("We are sorry, something went wrong.");
    expect(modelsFetchError(503)).toBe("Error occurred while fetching models, status_code 503");
    expect(voicesFetchError(401)).toBe("Error occurred while fetching voices, status_code 401");
    expect(unsupportedDownloadType("text/html")).toBe("Invalid response type received: 'text/html' is not supported.");
    expect(unsupportedDownloadType(null)).toBe("Invalid response type received: '' is not supported.");
  });

  it("corrects the spec's misspellings", () => {
    const texts = Object.values(errors as Record<string, unknown>).filter((v): v is string => typeof v === "string");
    for (const t of texts) {
      expect(t).not.toMatch(/occured|onnboarding/);
    }
    expect(VERIFICATION_EMAIL_ERROR).toBe("An error occurred while sending the verification email.");
    expect(CHECKLIST_HIDE_ERROR).toBe("Error hiding onboarding checklist");
    expect(CHECKLIST_COMPLETE_ERROR).toBe("Error marking onboarding checklist as complete");
    expect(BIPA_ACCEPT_ERROR).toBe("Error accepting bipa terms");
  });

  it("builds the templated texts", () => {
    expect(previewPlaybackError("Decoding failed")).toBe("We are sorry, something went wrong. Decoding failed");
    expect(previewPlaybackError("  ")).toBe("We are sorry, something went wrong.");
    expect(previewPlaybackError()).toBe("We are sorry, something went wrong.");
    expect(subscriptionChangeError("upgrade")).toBe("Failed to upgrade subscription");
    expect(emailUpdateError("address taken")).toBe("Unable to update email, address taken");
    expect(identityProvidersError("boom")).toBe('Error when fetching workspace identity providers "boom"');
    expect(videoGenerationError("timeout")).toBe("Error generating video: timeout");
    expect(videoGenerationError()).toBe("Unknown error generating video");
    expect(videoPreviewError("x")).toBe("Error generating video preview: x");
    expect(videoPreviewError(null)).toBe("Unknown error generating video preview");
    expect(promoCodeRemoved("SAVE50")).toBe("Promo code SAVE50 was removed.");
    expect(promoCodeFailureTitle(true)).toBe("Invalid promocode");
    expect(promoCodeFailureTitle(false)).toBe("Please sign in");
  });
});

describe("download types", () => {
  it("lists the audio types of every output format and zip", () => {
    for (const t of ["audio/mpeg", "audio/wav", "audio/pcm", "audio/ogg", "audio/basic", "audio/alaw", "application/zip"]) {
      expect(SUPPORTED_DOWNLOAD_TYPES).toContain(t);
    }
  });

  it("checks a Content-Type header", () => {
    expect(isSupportedDownloadType("audio/mpeg")).toBe(true);
    expect(isSupportedDownloadType("Audio/MPEG; charset=binary")).toBe(true);
    expect(isSupportedDownloadType("application/zip")).toBe(true);
    expect(isSupportedDownloadType("application/json")).toBe(false);
    expect(isSupportedDownloadType("text/html")).toBe(false);
    expect(isSupportedDownloadType("")).toBe(false);
    expect(isSupportedDownloadType(null)).toBe(false);
    expect(isSupportedDownloadType(undefined)).toBe(false);
  });

  it("extracts the media type", () => {
    expect(mediaType(" audio/wav ; rate=44100")).toBe("audio/wav");
  });
});

describe("messageFromErrorBody", () => {
  it("reads detail.message and detail.status", () => {
    expect(messageFromErrorBody({ detail: { status: "quota_exceeded", message: "Out of characters" } }, "Unauthorized")).toEqual({
      message: "Out of characters",
      errorType: "quota_exceeded",
    });
  });

  it("falls back to detail.msg", () => {
    expect(messageFromErrorBody({ detail: { msg: "Bad thing" } }, "Bad Request")).toEqual({ message: "Bad thing" });
  });

  it("prefers message over msg", () => {
    expect(messageFromErrorBody({ detail: { message: "A", msg: "B" } }, "x").message).toBe("A");
    expect(messageFromErrorBody({ detail: { message: "", msg: "B" } }, "x").message).toBe("B");
  });

  it("reads the first entry of an array detail", () => {
    const body = { detail: [{ loc: ["body", "text"], msg: "Field required", type: "missing" }, { msg: "second" }] };
    expect(messageFromErrorBody(body, "Unprocessable Entity")).toEqual({ message: "Field required" });
  });

  it("uses a plain string detail", () => {
    expect(messageFromErrorBody({ detail: "Not Found" }, "Not Found!")).toEqual({ message: "Not Found" });
  });

  it("falls back to the status text", () => {
    expect(messageFromErrorBody({ detail: {} }, "Forbidden")).toEqual({ message: "Forbidden" });
    expect(messageFromErrorBody({ detail: [] }, "Unprocessable Entity")).toEqual({ message: "Unprocessable Entity" });
    expect(messageFromErrorBody({ detail: ["oops"] }, "Bad Request")).toEqual({ message: "Bad Request" });
    expect(messageFromErrorBody(null, "Bad Gateway")).toEqual({ message: "Bad Gateway" });
    expect(messageFromErrorBody("<html>", "Bad Gateway")).toEqual({ message: "Bad Gateway" });
    expect(messageFromErrorBody({ error: "x" }, "Teapot")).toEqual({ message: "Teapot" });
    expect(messageFromErrorBody({ detail: { message: 42 } }, "Bad Request")).toEqual({ message: "Bad Request" });
  });

  it("keeps the type even without a message", () => {
    expect(messageFromErrorBody({ detail: { status: "voice_not_found" } }, "Not Found")).toEqual({
      message: "Not Found",
      errorType: "voice_not_found",
    });
  });

  it("uses the generic text when there is no status text", () => {
    expect(messageFromErrorBody(undefined, "")).toEqual({ message: GENERIC_ERROR });
  });
});

describe("toastMessageFor", () => {
  it("shows a client error's message", () => {
    expect(toastMessageFor(400, "Invalid voice")).toBe("Invalid voice");
    expect(toastMessageFor(499, "x")).toBe("x");
    expect(toastMessageFor(422, "  Field required ")).toBe("Field required");
  });

  it("shows the generic text for server errors", () => {
    expect(toastMessageFor(500, "database exploded")).toBe(GENERIC_ERROR);
    expect(toastMessageFor(503, "x")).toBe(GENERIC_ERROR);
  });

  it("shows the generic text without a message", () => {
    expect(toastMessageFor(400, "")).toBe(GENERIC_ERROR);
    expect(toastMessageFor(404, null)).toBe(GENERIC_ERROR);
    expect(toastMessageFor(401, undefined)).toBe(GENERIC_ERROR);
    expect(toastMessageFor(400, "   ")).toBe(GENERIC_ERROR);
  });
});

describe("tooManyRequestsMessage", () => {
  it("keeps the API's own explanation", () => {
    const body = { detail: { status: "system_busy", message: "The speech engines are busy." } };
    expect(tooManyRequestsMessage(body)).toBe("The speech engines are busy.");
  });

  it("says to wait for a bare or foreign 429", () => {
    expect(TOO_MANY_REQUESTS).toBe("Too many requests. Please wait a moment and try again.");
    expect(tooManyRequestsMessage({ message: "Too many requests. Please try again later." })).toBe(TOO_MANY_REQUESTS);
    expect(tooManyRequestsMessage("<html>429</html>")).toBe(TOO_MANY_REQUESTS);
    expect(tooManyRequestsMessage(null)).toBe(TOO_MANY_REQUESTS);
    expect(tooManyRequestsMessage({ detail: { message: " " } })).toBe(TOO_MANY_REQUESTS);
  });
});

describe("requestFailureMessage", () => {
  const http = (status: number, body: unknown, statusText = "") => ({ kind: "http" as const, status, statusText, body });

  it.each([
    ["no answer", { kind: "network" as const }, NETWORK_ERROR],
    ["an unknown failure", { kind: "unknown" as const }, GENERIC_ERROR],
    ["400 with detail.message", http(400, { detail: { status: "invalid_text", message: "Text is empty." } }), "Text is empty."],
    ["404 with detail.msg", http(404, { detail: { msg: "Voice not found" } }), "Voice not found"],
    ["422 validation array", http(422, { detail: [{ loc: ["body", "text"], msg: "Field required" }] }), "Field required"],
    ["401 Better Auth body", http(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }), "Invalid email or password"],
    ["403 without a message: status text", http(403, { detail: {} }, "Forbidden"), "Forbidden"],
    ["404 HTML body: status text", http(404, "<html>not found</html>", "Not Found"), "Not Found"],
    ["400 with nothing at all", http(400, null, ""), GENERIC_ERROR],
    ["a top-level message does not beat detail", http(400, { detail: { message: "From detail" }, message: "Top" }), "From detail"],
    ["429 bare", http(429, null, "Too Many Requests"), TOO_MANY_REQUESTS],
    ["429 Better Auth", http(429, { message: "Too many requests. Please try again later." }), TOO_MANY_REQUESTS],
    ["429 with its own reason", http(429, { detail: { status: "system_busy", message: "The speech engines are busy." } }), "The speech engines are busy."],
    ["500 hides its message", http(500, { detail: { status: "x", message: "database exploded" } }, "Internal Server Error"), GENERIC_ERROR],
    ["502 from a proxy", http(502, "<html>Bad Gateway</html>", "Bad Gateway"), GENERIC_ERROR],
    ["503 Better Auth body", http(503, { message: "down" }), GENERIC_ERROR],
  ])("%s", (_name, failure, text) => {
    expect(requestFailureMessage(failure)).toBe(text);
  });
});
