import type { Voice } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { canOpenStep, isTraining, needsCaptcha, needsProfessionalSetup, professionalSetupPath, progressPercent, trainingOf, wizardStep, type FineTuningState } from "./pvc-steps";

type Sample = NonNullable<Voice["samples"]>[number];
const sample = { sample_id: "s1", file_name: "a.wav" } as Sample;

function voice(opts: { samples?: number; verified?: boolean; state?: FineTuningState; progress?: number; message?: string; category?: Voice["category"] }): Voice {
  const model = "eleven_multilingual_v2";
  return {
    voice_id: "v1",
    category: opts.category ?? "professional",
    samples: Array.from({ length: opts.samples ?? 0 }, () => sample),
    voice_verification: { requires_verification: true, is_verified: opts.verified ?? false, verification_failures: [], verification_attempts_count: 0, language: "en" },
    fine_tuning: {
      state: { [model]: opts.state ?? "not_started" },
      progress: opts.progress === undefined ? {} : { [model]: opts.progress },
      message: { [model]: opts.message ?? "" },
    },
  } as unknown as Voice;
}

describe("the step a professional voice reopens at", () => {
  it("creates a voice when there is none", () => {
    expect(wizardStep(null)).toBe("create");
  });

  it("asks for samples, then the captcha, then training", () => {
    expect(wizardStep(voice({}))).toBe("samples");
    expect(wizardStep(voice({ samples: 2 }))).toBe("verify");
    expect(wizardStep(voice({ samples: 2, verified: true }))).toBe("train");
  });

  it("shows the training while it runs, when it is done and when it failed", () => {
    for (const state of ["queued", "fine_tuning", "fine_tuned", "failed"] as const) expect(wizardStep(voice({ samples: 1, verified: true, state }))).toBe("train");
  });

  it("counts a voice that needs no verification as verified", () => {
    const v = voice({ samples: 1 });
    v.voice_verification = { ...v.voice_verification!, requires_verification: false };
    expect(wizardStep(v)).toBe("train");
  });
});

describe("the stepper", () => {
  it("goes back to done steps, never past what the voice lacks", () => {
    const fresh = voice({});
    expect(["create", "samples", "verify", "train"].map((s) => canOpenStep(fresh, s as "create"))).toEqual([false, true, false, false]);
    const sampled = voice({ samples: 1 });
    expect(["samples", "verify", "train"].map((s) => canOpenStep(sampled, s as "samples"))).toEqual([true, true, false]);
    expect(canOpenStep(voice({ samples: 1, verified: true }), "train")).toBe(true);
    expect(canOpenStep(null, "create")).toBe(true);
    expect(canOpenStep(null, "samples")).toBe(false);
  });

  it("stays on the training while it runs and once the voice is trained", () => {
    for (const state of ["fine_tuning", "fine_tuned"] as const) {
      const v = voice({ samples: 1, verified: true, state });
      expect(canOpenStep(v, "samples")).toBe(false);
      expect(canOpenStep(v, "train")).toBe(true);
    }
    expect(canOpenStep(voice({ samples: 1, verified: true, state: "failed" }), "samples")).toBe(true);
  });
});

describe("the training as GET /v1/voices/{id} says it", () => {
  it("reads the one model's state, progress and message", () => {
    const v = voice({ state: "fine_tuned", progress: 1, message: "Done. Embedded profile: no trainable engine installed." });
    expect(trainingOf(v)).toEqual({ state: "fine_tuned", progress: 1, message: "Done. Embedded profile: no trainable engine installed." });
    expect(trainingOf({ fine_tuning: null })).toEqual({ state: null, progress: null, message: null });
    expect(trainingOf(voice({}))).toEqual({ state: "not_started", progress: null, message: null });
  });

  it("polls while queued, training or delayed", () => {
    expect(["queued", "fine_tuning", "delayed"].every((s) => isTraining(s as FineTuningState))).toBe(true);
    expect(["not_started", "fine_tuned", "failed"].some((s) => isTraining(s as FineTuningState))).toBe(false);
    expect(isTraining(null)).toBe(false);
  });

  it("shows progress in whole percent, clamped", () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(1.2)).toBe(100);
  });
});

describe("a voice card's Continue setup", () => {
  it("is offered for professional voices not trained yet", () => {
    expect(needsProfessionalSetup(voice({}))).toBe(true);
    expect(needsProfessionalSetup(voice({ state: "failed" }))).toBe(true);
    expect(needsProfessionalSetup(voice({ state: "fine_tuned" }))).toBe(false);
    expect(needsProfessionalSetup(voice({ category: "cloned" }))).toBe(false);
  });

  it("opens the voice's wizard page", () => {
    expect(professionalSetupPath("abc 1")).toBe("/app/voice-lab/professional/abc%201");
  });
});

describe("the voice lab's “Verify voice”", () => {
  const clone = (check: { requires_verification: boolean; is_verified: boolean } | null, extra: Partial<Voice> = {}) =>
    ({ category: "cloned", is_owner: true, voice_verification: check && { ...check, verification_failures: [], verification_attempts_count: 0, language: "en" }, ...extra }) as Voice;
  it("is offered for an own instant clone that must be verified and is not", () => {
    expect(needsCaptcha(clone({ requires_verification: true, is_verified: false }))).toBe(true);
  });
  it("is not offered once verified, when not required, for another's voice or a professional one", () => {
    expect(needsCaptcha(clone({ requires_verification: true, is_verified: true }))).toBe(false);
    expect(needsCaptcha(clone({ requires_verification: false, is_verified: false }))).toBe(false);
    expect(needsCaptcha(clone(null))).toBe(false);
    expect(needsCaptcha(clone({ requires_verification: true, is_verified: false }, { is_owner: false }))).toBe(false);
    expect(needsCaptcha(clone({ requires_verification: true, is_verified: false }, { category: "professional" }))).toBe(false);
  });
});
