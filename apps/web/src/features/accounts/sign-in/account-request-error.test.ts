import { NETWORK_ERROR, PASSWORD_RESET_REQUEST_ERROR, TOO_MANY_ATTEMPTS } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "#lib/api-client";
import { accountRequestError, errorTypeOf } from "./account-request-error";

const body = (status: string, message: string) => ({ detail: { status, message } });

describe("accountRequestError", () => {
  it.each([
    [new NetworkError(), NETWORK_ERROR],
    [new ApiError(429, "Too Many Requests", body("too_many_attempts", "Too many attempts, please try again in a few minutes.")), TOO_MANY_ATTEMPTS],
    [new ApiError(429, "Too Many Requests", null), TOO_MANY_ATTEMPTS],
    [new ApiError(400, "Bad Request", body("invalid_email", "That is not an e-mail address.")), "That is not an e-mail address."],
    [new ApiError(422, "Unprocessable", { detail: [{ loc: ["body", "email"], msg: "Invalid email", type: "x" }] }), "Invalid email"],
    [new ApiError(400, "", null), PASSWORD_RESET_REQUEST_ERROR],
    [new ApiError(500, "Internal", body("internal_error", "boom")), PASSWORD_RESET_REQUEST_ERROR],
    [new Error("bug"), PASSWORD_RESET_REQUEST_ERROR],
  ])("%s -> %s", (error, text) => {
    expect(accountRequestError(error, PASSWORD_RESET_REQUEST_ERROR)).toBe(text);
  });

  it("reads the error type", () => {
    expect(errorTypeOf(new ApiError(400, "", body("invalid_action_code", "x")))).toBe("invalid_action_code");
    expect(errorTypeOf(new NetworkError())).toBeNull();
  });
});
