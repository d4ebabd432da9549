import { GENERIC_ERROR, NETWORK_ERROR } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { DUB_FAILED_TITLE, FILE_TOO_LARGE, QUOTA_TITLE, WATERMARK_TITLE, dubErrorText } from "./dub-error";

const body = (status: string, message: string) => ({ detail: { status, message } });

describe("dubErrorText", () => {
  it.each([
    ["no translation engine", new ApiError(400, "Bad Request", body("no_translation_engine", "Dubbing en into es needs a translation engine.")), DUB_FAILED_TITLE, "Dubbing en into es needs a translation engine.", false],
    ["no voice for the target", new ApiError(400, "Bad Request", body("unsupported_language", "No voice on this server speaks ja.")), DUB_FAILED_TITLE, "No voice on this server speaks ja.", false],
    ["the watermark on Free", new ApiError(403, "Forbidden", body("watermark_required", "Dubs on the Free plan carry a watermark.")), WATERMARK_TITLE, "Dubs on the Free plan carry a watermark.", true],
    ["too large, the server's words", new ApiError(413, "Payload Too Large", body("file_too_large", "The file is larger than 500 MB.")), DUB_FAILED_TITLE, "The file is larger than 500 MB.", false],
    ["a proxy's bare 413", new ApiError(413, "Payload Too Large", "<html>nginx</html>"), DUB_FAILED_TITLE, FILE_TOO_LARGE, false],
    ["not a type it dubs", new ApiError(415, "Unsupported Media Type", body("invalid_content_type", "Not a video or audio type dubbing takes.")), DUB_FAILED_TITLE, "Not a video or audio type dubbing takes.", false],
    ["a field refused", new ApiError(422, "Unprocessable Entity", { detail: [{ loc: ["body", "end_time"], msg: "end_time must be after start_time.", type: "value_error" }] }), DUB_FAILED_TITLE, "end_time must be after start_time.", false],
    ["the allowance spent", new ApiError(401, "Unauthorized", body("quota_exceeded", "This request needs 3,000 characters; 20 are left.")), QUOTA_TITLE, "This request needs 3,000 characters; 20 are left.", true],
    ["a 503 with words", new ApiError(503, "Service Unavailable", body("no_speech_recognition_engine", "No speech recogniser is installed.")), DUB_FAILED_TITLE, "No speech recogniser is installed.", false],
    ["a 500 without words", new ApiError(500, "Internal Server Error", null), DUB_FAILED_TITLE, GENERIC_ERROR, false],
    ["no answer", new NetworkError(), DUB_FAILED_TITLE, NETWORK_ERROR, false],
  ])("%s", (_name, error, title, message, plans) => {
    expect(dubErrorText(error)).toEqual({ title, message, plans });
  });
});
