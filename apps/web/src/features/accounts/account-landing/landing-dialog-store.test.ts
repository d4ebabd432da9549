import { afterEach, describe, expect, it } from "vitest";
import { closeLandingDialogState, getLandingDialog, showLandingDialog, subscribeLandingDialog } from "./landing-dialog-store";

afterEach(() => closeLandingDialogState());

describe("landing dialog store", () => {
  it("opens, tells subscribers, and closes", () => {
    let calls = 0;
    const unsubscribe = subscribeLandingDialog(() => (calls += 1));
    showLandingDialog("emailVerifyFailed", "This link is invalid or has expired. Ask for a new one.");
    expect(getLandingDialog()).toEqual({ dialog: "emailVerifyFailed", message: "This link is invalid or has expired. Ask for a new one." });
    closeLandingDialogState();
    expect(getLandingDialog()).toEqual({ dialog: "none" });
    expect(calls).toBe(2);
    unsubscribe();
  });

  it("keeps an answer open when the reminder asks to show", () => {
    showLandingDialog("optOutUpdatesSuccess");
    showLandingDialog("needsVerifyEmail");
    expect(getLandingDialog().dialog).toBe("optOutUpdatesSuccess");
    showLandingDialog("promocodeFailure");
    expect(getLandingDialog().dialog).toBe("promocodeFailure");
  });
});
