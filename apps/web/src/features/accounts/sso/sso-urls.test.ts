import { describe, expect, it } from "vitest";
import { inviteAnswerPath, signInPageHref, ssoCallbackUrls, ssoPageHref } from "./sso-urls";

describe("sso urls", () => {
  it("carries only the parts that are set, encoded", () => {
    expect(ssoPageHref({})).toBe("/app/sso");
    expect(ssoPageHref({ email: " ada@example.com ", inviteCode: "", redirect: null })).toBe("/app/sso?email=ada%40example.com");
    expect(ssoPageHref({ email: "a+b@example.com", inviteCode: "inv_1", redirect: "/app/settings?x=1" })).toBe(
      "/app/sso?email=a%2Bb%40example.com&invite_code=inv_1&redirect=%2Fapp%2Fsettings%3Fx%3D1",
    );
    expect(signInPageHref({ email: "ada@example.com", inviteCode: "inv_1" })).toBe("/app/sign-in?email=ada%40example.com&invite_code=inv_1");
  });

  it("sends an invite's sign-in to the invite page, new account or not", () => {
    expect(ssoCallbackUrls({ email: "ada@example.com", inviteCode: "inv_1" }, "/app/history", "/app/onboarding")).toEqual({
      callbackURL: inviteAnswerPath("inv_1"),
      newUserCallbackURL: "/app/settings/workspace-invites?invite_code=inv_1",
      errorCallbackURL: "/app/sso?email=ada%40example.com&invite_code=inv_1",
    });
  });

  it("otherwise uses the given targets and comes back to /app/sso on failure", () => {
    expect(ssoCallbackUrls({ redirect: "/app/history" }, "/app/history", "/app/speech-synthesis/text-to-speech")).toEqual({
      callbackURL: "/app/history",
      newUserCallbackURL: "/app/speech-synthesis/text-to-speech",
      errorCallbackURL: "/app/sso?redirect=%2Fapp%2Fhistory",
    });
  });
});
