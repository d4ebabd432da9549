import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { FILES_TOO_LARGE, voiceFormError } from "./add-voice-error";

const api = (status: number, body: unknown, statusText = "Bad Request") => new ApiError(status, statusText, body);

describe("voiceFormError", () => {
  it("marks plan limits so the form links to the plans", () => {
    const message = "You have reached your maximum amount of custom voices (3 / 3). You can upgrade your subscription to increase your custom voice limit.";
    expect(voiceFormError(api(400, { detail: { status: "voice_limit_reached", message } }))).toEqual({ message, code: "voice_limit_reached", limit: true });
    expect(voiceFormError(api(400, { detail: { status: "voice_add_edit_limit_reached", message: "Counter." } })).limit).toBe(true);
    expect(voiceFormError(api(403, { detail: { status: "can_not_use_instant_voice_cloning", message: "Starts with Starter." } })).limit).toBe(true);
  });

  it("shows what the server said about the samples", () => {
    const message = "The samples hold too little speech: at least 3 s of one speaker are needed.";
    expect(voiceFormError(api(400, { detail: { status: "voice_sample_problem", message } }))).toEqual({ message, code: "voice_sample_problem", limit: false });
    expect(voiceFormError(api(400, { detail: { status: "invalid_audio", message: "Not audio." } })).message).toBe("Not audio.");
  });

  it("reads the first message of a validation list", () => {
    expect(voiceFormError(api(422, { detail: [{ loc: ["body", "name"], msg: "Give the voice a name.", type: "too_small" }] }, "Unprocessable Entity")).message).toBe("Give the voice a name.");
  });

  it("explains a proxy's bare 413 and keeps the server's own", () => {
    expect(voiceFormError(api(413, null, "Payload Too Large")).message).toBe(FILES_TOO_LARGE);
    expect(voiceFormError(api(413, { detail: { status: "payload_too_large", message: "At most 50 MB." } })).message).toBe("At most 50 MB.");
  });

  it("falls back to the app's texts for server errors and lost connections", () => {
    expect(voiceFormError(api(500, { detail: { status: "internal", message: "boom" } }, "Internal Server Error")).message).toBe("Something went wrong, please try again later.");
    expect(voiceFormError(new NetworkError()).message).toBe("Network error");
  });
});
