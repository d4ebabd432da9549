import { GENERIC_ERROR, NETWORK_ERROR } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { CONVERSION_FAILED_TITLE, FILE_TOO_LARGE, NO_VOICE_CHANGER_TITLE, QUOTA_TITLE, conversionErrorText } from "./convert-error";

const body = (status: string, message: string) => ({ detail: { status, message } });

describe("conversionErrorText", () => {
  it.each([
    ["no speech in the audio", new ApiError(400, "Bad Request", body("no_speech", "No speech was heard in the audio.")), CONVERSION_FAILED_TITLE, "No speech was heard in the audio.", false],
    ["an unreadable file", new ApiError(400, "Bad Request", body("invalid_audio", "The audio could not be decoded.")), CONVERSION_FAILED_TITLE, "The audio could not be decoded.", false],
    ["too long, the server's words", new ApiError(413, "Payload Too Large", body("audio_too_long", "The audio is 6 min long; at most 5 min.")), CONVERSION_FAILED_TITLE, "The audio is 6 min long; at most 5 min.", false],
    ["a proxy's bare 413", new ApiError(413, "Payload Too Large", "<html>nginx</html>"), CONVERSION_FAILED_TITLE, FILE_TOO_LARGE, false],
    ["the allowance spent", new ApiError(401, "Unauthorized", body("quota_exceeded", "This request needs 1,000 characters; 20 are left.")), QUOTA_TITLE, "This request needs 1,000 characters; 20 are left.", true],
    ["an unknown voice", new ApiError(404, "Not Found", body("voice_not_found", "A voice with the voice_id x was not found.")), CONVERSION_FAILED_TITLE, "A voice with the voice_id x was not found.", false],
    ["no engine, word for word", new ApiError(503, "Service Unavailable", body("no_voice_conversion_engine", "No voice changer is installed.")), NO_VOICE_CHANGER_TITLE, "No voice changer is installed.", false],
    ["another 503 with words", new ApiError(503, "Service Unavailable", body("engine_busy", "The engine is busy.")), CONVERSION_FAILED_TITLE, "The engine is busy.", false],
    ["a 500 without words", new ApiError(500, "Internal Server Error", null), CONVERSION_FAILED_TITLE, GENERIC_ERROR, false],
    ["no answer", new NetworkError(), CONVERSION_FAILED_TITLE, NETWORK_ERROR, false],
  ])("%s", (_name, error, title, message, quota) => {
    expect(conversionErrorText(error)).toEqual({ title, message, quota });
  });
});
