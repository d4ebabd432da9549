import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-client";
import { UserFacingError, errorMessage } from "./handle-error";

describe("errorMessage", () => {
  it("uses the ElevenLabs detail message for client errors", () => {
    const error = new ApiError(400, "Bad Request", {
      detail: { status: "feedback_already_reviewed", message: "This feedback cannot be changed as it was already reviewed." },
    });
    expect(errorMessage(error)).toBe("This feedback cannot be changed as it was already reviewed.");
  });

  it("reads 422 validation arrays and Better Auth bodies", () => {
    expect(errorMessage(new ApiError(422, "", { detail: [{ loc: ["body", "text"], msg: "Too short", type: "x" }] }))).toBe(
      "Too short",
    );
    expect(errorMessage(new ApiError(401, "", { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }))).toBe(
      "Invalid email or password",
    );
  });

  it("tells the user to wait on a 429, keeping the API's own reason", () => {
    const betterAuth = new ApiError(429, "Too Many Requests", { message: "Too many requests. Please try again later." });
    expect(errorMessage(betterAuth)).toBe("Too many requests. Please wait a moment and try again.");
    expect(errorMessage(new ApiError(429, "", null))).toBe("Too many requests. Please wait a moment and try again.");
    const busy = new ApiError(429, "", { detail: { status: "system_busy", message: "The speech engines are busy." } });
    expect(errorMessage(busy)).toBe("The speech engines are busy.");
  });

  it("hides server errors and names network failures", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error", { detail: { status: "x", message: "boom" } }))).toBe(
      "Something went wrong, please try again later.",
    );
    expect(errorMessage(new NetworkError())).toBe("Network error");
    expect(errorMessage(new UserFacingError("Invalid response type received: 'text/html' is not supported."))).toBe(
      "Invalid response type received: 'text/html' is not supported.",
    );
    expect(errorMessage(new Error("x"))).toBe("Something went wrong, please try again later.");
  });
});
