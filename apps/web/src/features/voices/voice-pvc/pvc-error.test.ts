import { describe, expect, it } from "vitest";
import { ApiError } from "#lib/api-client";
import { NO_RECOGNIZER_NOTE, pvcFailure } from "./pvc-error";

const refused = (status: number, code: string, message: string) => new ApiError(status, "", { detail: { status: code, message } });

describe("a refused PVC call", () => {
  it("shows the plan's limit in its words, with See plans", () => {
    const failure = pvcFailure(refused(400, "professional_voice_limit_reached", "Your plan includes 0 professional voices."));
    expect(failure).toMatchObject({ message: "Your plan includes 0 professional voices.", code: "professional_voice_limit_reached", limit: true, noRecognizer: false });
  });

  it("shows why a captcha recording did not pass, with the attempts left", () => {
    const failure = pvcFailure(refused(400, "voice_sample_problem", "The recording did not pass: the voice does not sound like the voice's samples. 3 attempts left."));
    expect(failure.message).toContain("3 attempts left");
    expect(failure).toMatchObject({ limit: false, noRecognizer: false, attemptsUsedUp: false });
  });

  it("says recognition is not installed, and offers manual verification", () => {
    const failure = pvcFailure(refused(503, "no_speech_recognition_engine", "No speech recognition engine for \"en\" is installed on this server."));
    expect(failure.noRecognizer).toBe(true);
    expect(failure.message.startsWith(NO_RECOGNIZER_NOTE)).toBe(true);
    expect(failure.message).toContain('No speech recognition engine for "en"');
  });

  it("knows when the attempts are used up", () => {
    const failure = pvcFailure(refused(429, "too_many_attempts", "This voice has used its 5 verification attempts."));
    expect(failure).toMatchObject({ attemptsUsedUp: true, message: "This voice has used its 5 verification attempts." });
  });

  it("falls back to the app's usual text for other failures", () => {
    expect(pvcFailure(new Error("boom"))).toMatchObject({ code: null, limit: false, noRecognizer: false, attemptsUsedUp: false });
  });
});
