import { describe, expect, it } from "vitest";
import {
  INVALID_ACTION_LINK,
  actionCodeFailure,
  landingCloseDestination,
  nextLandingDialog,
  parseLandingQuery,
  parseStoredLandingParams,
  planLanding,
  promocodeFailureDialog,
  searchWithout,
  type LandingDialog,
  type LandingDialogEvent,
} from "./landing";

const origin = "http://localhost:18080";
const plan = (search: string, pathname = "/app/sign-in") => planLanding(parseLandingQuery(search), pathname);

describe("parseLandingQuery", () => {
  it("reads every parameter, lang defaulting to en", () => {
    expect(
      parseLandingQuery(
        "?mode=verifyEmail&oobCode=abc&continueUrl=%2Fapp%2Fhistory&userId=u1&coupon=SAVE10&newUser=true&invite_code=inv&internalCode=ic&sensitiveActionVerificationCode=s1",
      ),
    ).toEqual({
      mode: "verifyEmail",
      code: "abc",
      continueUrl: "/app/history",
      lang: "en",
      userId: "u1",
      coupon: "SAVE10",
      newUser: "true",
      inviteCode: "inv",
      internalCode: "ic",
      sensitiveActionVerificationCode: "s1",
    });
  });

  it("takes verificationCode when there is no oobCode", () => {
    expect(parseLandingQuery("mode=verifyEmail&verificationCode=v").code).toBe("v");
    expect(parseLandingQuery("mode=verifyEmail&verificationCode=v&oobCode=o").code).toBe("o");
  });

  it.each([
    ["lang=de", "de"],
    ["lang=pt-BR", "pt-BR"],
    ["lang=", "en"],
    ["lang=<script>", "en"],
    ["lang=english", "en"],
    ["lang=de%0A", "de"],
    ["lang=d%0Ae", "en"],
  ])("%s -> lang %s", (search, lang) => {
    expect(parseLandingQuery(search).lang).toBe(lang);
  });

  it("drops hostile values", () => {
    const q = parseLandingQuery(
      `mode=verify%00Email&oobCode=${"x".repeat(513)}&continueUrl=${"y".repeat(2049)}&userId=%20%20&coupon=a%0Ab`,
    );
    expect(q).toMatchObject({ mode: null, code: null, continueUrl: null, userId: null, coupon: null });
  });
});

describe("planLanding", () => {
  it("optOutOfUpdates: calls opt-out; keeps mode, code, continue URL, lang, user id", () => {
    expect(plan("mode=optOutOfUpdates&oobCode=k1&continueUrl=/app/history&lang=fr&userId=u")).toEqual({
      store: { mode: "optOutOfUpdates", code: "k1", lang: "fr", continueUrl: "/app/history", userId: "u" },
      coupon: null,
      actions: [{ kind: "optOutOfUpdates", code: "k1" }],
      consume: ["mode", "oobCode", "verificationCode", "continueUrl", "lang", "userId"],
    });
  });

  it("verifyEmail and verifySignInRequest run with their code", () => {
    expect(plan("mode=verifyEmail&oobCode=v").actions).toEqual([{ kind: "verifyEmail", code: "v" }]);
    expect(plan("mode=verifySignInRequest&oobCode=s", "/app/home").actions).toEqual([{ kind: "verifySignInRequest", code: "s" }]);
  });

  it("resetPassword goes to the reset page with the link's parameters", () => {
    const p = plan("mode=resetPassword&oobCode=r1&continueUrl=http%3A%2F%2Flocalhost%3A18080%2Fapp%2Fsign-in&lang=en");
    expect(p.actions).toEqual([
      {
        kind: "resetPassword",
        to: "/app/sign-in/reset-password?mode=resetPassword&oobCode=r1&continueUrl=http%3A%2F%2Flocalhost%3A18080%2Fapp%2Fsign-in&lang=en",
      },
    ]);
    expect(p.consume).toContain("oobCode");
  });

  it("resetPassword on the reset page stays and leaves the code in the address", () => {
    const p = plan("mode=resetPassword&oobCode=r1&userId=u", "/app/sign-in/reset-password/");
    expect(p.actions).toEqual([{ kind: "resetPassword", to: null }]);
    expect(p.consume).toEqual(["userId"]);
  });

  it("recoverEmail does nothing but keep the parameters", () => {
    const p = plan("mode=recoverEmail&oobCode=c");
    expect(p.actions).toEqual([]);
    expect(p.store).toEqual({ mode: "recoverEmail", code: "c", lang: "en" });
  });

  it.each(["deleteEverything", "VERIFYEMAIL", "__proto__", "constructor", "<img src=x>"])("mode %j is an unknown mode", (mode) => {
    const p = plan(`mode=${encodeURIComponent(mode)}&oobCode=c`);
    expect(p.actions).toEqual([{ kind: "unknownMode", message: `Unknown mode: ${mode}` }]);
    expect(p.consume).toContain("mode");
  });

  it("a mode without a code stores nothing and says the link is incomplete", () => {
    const p = plan("mode=verifyEmail");
    expect(p.store).toBeNull();
    expect(p.actions).toEqual([{ kind: "missingCode", mode: "verifyEmail" }]);
  });

  it("a code without a mode does nothing", () => {
    expect(plan("oobCode=c")).toEqual({ store: null, coupon: null, actions: [], consume: [] });
  });

  it("a page without landing parameters does nothing", () => {
    expect(plan("", "/app/speech-synthesis/text-to-speech")).toEqual({ store: null, coupon: null, actions: [], consume: [] });
  });

  it("keeps the shell parameters, and leaves them in the address", () => {
    const p = plan("newUser=true&internalCode=ic&invite_code=inv");
    expect(p.store).toEqual({ newUser: "true", internalCode: "ic", inviteCode: "inv" });
    expect(p.consume).toEqual([]);
  });

  it("keeps a coupon for checkout; a malformed one opens the promocode-failure dialog", () => {
    expect(plan("coupon=SPRING-24")).toMatchObject({ coupon: { kind: "store", code: "SPRING-24" }, consume: ["coupon"] });
    expect(plan("coupon=%3Cscript%3E").coupon).toEqual({ kind: "invalid" });
    expect(plan(`coupon=${"A".repeat(65)}`).coupon).toEqual({ kind: "invalid" });
  });

  it("a sensitive-action code is verified on any page, beside a mode", () => {
    const p = plan("sensitiveActionVerificationCode=sv&mode=verifyEmail&oobCode=v", "/app/settings");
    expect(p.actions).toEqual([
      { kind: "verifySensitiveAction", code: "sv" },
      { kind: "verifyEmail", code: "v" },
    ]);
    expect(p.consume).toContain("sensitiveActionVerificationCode");
  });
});

describe("searchWithout", () => {
  it("removes consumed parameters and keeps the rest", () => {
    expect(searchWithout("?mode=verifyEmail&oobCode=c&tab=2", ["mode", "oobCode"])).toBe("?tab=2");
    expect(searchWithout("?mode=verifyEmail", ["mode"])).toBe("");
    expect(searchWithout("", ["mode"])).toBe("");
  });
});

describe("landing dialogs", () => {
  const show = (dialog: Exclude<LandingDialog, "none">): LandingDialogEvent => ({ type: "show", dialog });
  it.each([
    ["none", show("optOutUpdatesSuccess"), "optOutUpdatesSuccess"],
    ["none", show("optOutUpdatesFailed"), "optOutUpdatesFailed"],
    ["none", show("promocodeFailure"), "promocodeFailure"],
    ["none", show("needsVerifyEmail"), "needsVerifyEmail"],
    ["none", show("emailVerified"), "emailVerified"],
    // A reminder never hides an answer...
    ["optOutUpdatesSuccess", show("needsVerifyEmail"), "optOutUpdatesSuccess"],
    ["emailVerifyFailed", show("needsVerifyEmail"), "emailVerifyFailed"],
    // ...but an answer replaces the reminder.
    ["needsVerifyEmail", show("optOutUpdatesFailed"), "optOutUpdatesFailed"],
    ["needsVerifyEmail", show("promocodeFailure"), "promocodeFailure"],
    ["promocodeFailure", { type: "close" }, "none"],
    ["none", { type: "close" }, "none"],
  ] as const)("%s + %j -> %s", (current, event, next) => {
    expect(nextLandingDialog(current, event)).toBe(next);
  });

  it("closing goes to the given target first", () => {
    expect(landingCloseDestination({ continueUrl: "/app/history", newUser: "true" }, origin, "/app/subscription")).toEqual({
      navigateTo: "/app/subscription",
    });
  });

  it("else to the continue URL with internalCode and newUser appended", () => {
    expect(landingCloseDestination({ continueUrl: "/app/history?tab=1", internalCode: "ic", newUser: "true" }, origin)).toEqual({
      navigateTo: "/app/history?tab=1&internalCode=ic&newUser=true",
    });
    expect(landingCloseDestination({ continueUrl: "http://localhost:18080/app/sign-in" }, origin)).toEqual({ navigateTo: "/app/sign-in" });
  });

  it("a continue URL off the allow list or off this origin leads to the default, and says why", () => {
    expect(landingCloseDestination({ continueUrl: "https://evil.example/app/history", newUser: "true" }, origin)).toEqual({
      navigateTo: "/app/home?newUser=true",
      rejected: "cross_origin",
    });
    expect(landingCloseDestination({ continueUrl: "javascript:alert(1)" }, origin).rejected).toBe("cross_origin");
    expect(landingCloseDestination({ continueUrl: "/press" }, origin)).toEqual({
      navigateTo: "/app/home",
      rejected: "not_allowed",
    });
  });

  it("with no continue URL, stays", () => {
    expect(landingCloseDestination({ internalCode: "ic" }, origin)).toEqual({ navigateTo: null });
  });
});

describe("stored parameters", () => {
  it.each([
    [{ mode: "verifyEmail", code: "c", extra: "x", userId: 5 }, { mode: "verifyEmail", code: "c" }],
    [null, {}],
    ["text", {}],
    [["mode"], {}],
    [{ continueUrl: "" }, {}],
  ])("%j -> %j", (value, params) => {
    expect(parseStoredLandingParams(value)).toEqual(params);
  });
});

describe("action code outcomes", () => {
  it.each([
    [400, "invalid_action_code", "invalid_action_code"],
    [400, "weak_password", "unknown_error"],
    [500, "invalid_action_code", "unknown_error"],
    [null, undefined, "unknown_error"],
  ] as const)("%s %s -> %s", (status, type, outcome) => {
    expect(actionCodeFailure(status, type)).toBe(outcome);
  });

  it("has the texts", () => {
    expect(INVALID_ACTION_LINK).toBe("This link is invalid or has expired. Ask for a new one.");
    expect(promocodeFailureDialog(true).title).toBe("Invalid promocode");
    expect(promocodeFailureDialog(false).title).toBe("Please sign in");
  });
});
