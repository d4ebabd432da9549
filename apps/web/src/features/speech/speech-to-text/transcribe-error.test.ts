import { GENERIC_ERROR, NETWORK_ERROR } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { FILE_TOO_LARGE, NO_RECOGNISER_TITLE, UPLOAD_FAILED_TITLE, uploadErrorText } from "./transcribe-error";

const body = (status: string, message: string) => ({ detail: { status, message } });
const NO_ENGINE = "No speech recogniser is installed. An operator can add one: install Debian's pocketsphinx and pocketsphinx-en-us, or set STT_URL.";

describe("uploadErrorText", () => {
  it.each([
    ["the missing recogniser, word for word", new ApiError(503, "Service Unavailable", body("no_speech_recognition_engine", NO_ENGINE)), NO_RECOGNISER_TITLE, NO_ENGINE, true],
    ["a bad file", new ApiError(400, "Bad Request", body("invalid_audio", "The audio is truncated.")), UPLOAD_FAILED_TITLE, "The audio is truncated.", false],
    ["an unsupported type", new ApiError(415, "Unsupported Media Type", body("unsupported_media_type", "Text files are not audio.")), UPLOAD_FAILED_TITLE, "Text files are not audio.", false],
    ["the server's too-large answer", new ApiError(413, "Payload Too Large", body("payload_too_large", "The file is larger than 1 GB.")), UPLOAD_FAILED_TITLE, "The file is larger than 1 GB.", false],
    ["a proxy's too-large answer", new ApiError(413, "Payload Too Large", "<html>nginx</html>"), UPLOAD_FAILED_TITLE, FILE_TOO_LARGE, false],
    ["a missing field (422)", new ApiError(422, "Unprocessable Entity", { detail: [{ loc: ["body", "file"], msg: "Field required", type: "missing" }] }), UPLOAD_FAILED_TITLE, "Field required", false],
    ["another server error", new ApiError(500, "Internal Server Error", body("internal_error", "boom")), UPLOAD_FAILED_TITLE, GENERIC_ERROR, false],
    ["no answer", new NetworkError(), UPLOAD_FAILED_TITLE, NETWORK_ERROR, false],
  ])("%s", (_name, error, title, message, noRecogniser) => {
    expect(uploadErrorText(error)).toEqual({ title, message, noRecogniser });
  });
});
