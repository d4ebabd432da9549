import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("package entry", () => {
  it("re-exports every module", () => {
    for (const name of [
      "TIER_IDS",
      "tierLimits",
      "checkCharacterQuota",
      "characterCost",
      "historyItemFileName",
      "validateFeedback",
      "nextPlaybackSpeed",
      "formatCount",
      "toastPosition",
      "messageFromErrorBody",
      "phonemeAlphabet",
      "mergeRules",
      "planLanding",
      "redirectAfterSignIn",
      "resolveConsent",
      "referralAfterVisit",
      "inactivityVerdict",
      "confirmDisabled",
      "passwordProblem",
      "wavHeader",
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
