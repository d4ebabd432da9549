import type { VoiceSharing } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { initialShareForm, isLibraryCopy, isListed, noticePeriodDays, shareFormProblem, shareRequestBody, type ShareableVoice, type ShareForm } from "./share-form";

const sharing = (patch: Partial<VoiceSharing>): VoiceSharing => ({
  status: "enabled",
  public_owner_id: "owner1",
  original_voice_id: "v1",
  date_unix: 0,
  free_users_allowed: false,
  live_moderation_enabled: true,
  notice_period: 30,
  disable_at_unix: null,
  voice_mixing_allowed: false,
  featured: false,
  category: "professional",
  name: "Ada",
  description: "Listed description",
  labels: {},
  cloned_by_count: 0,
  liked_by_count: 0,
  enabled_in_library: true,
  financial_rewards_enabled: false,
  whitelisted_emails: [],
  ...patch,
});

const voice = (patch: Partial<ShareableVoice> = {}): ShareableVoice => ({ voice_id: "v1", name: "Ada", labels: {}, description: null, category: "generated", sharing: null, ...patch });

describe("share form", () => {
  it("starts from the server's defaults for a voice never shared", () => {
    expect(initialShareForm(voice(), "Own text")).toEqual({
      status: "enabled",
      description: "Own text",
      category: "generated",
      noticePeriod: "0",
      freeUsersAllowed: true,
      liveModerationEnabled: false,
    });
    expect(initialShareForm(voice({ category: "cloned" }), "").category).toBe("high_quality");
  });

  it("starts from the current listing of a shared voice", () => {
    expect(initialShareForm(voice({ sharing: sharing({ status: "copied_disabled" }) }), "Own text")).toEqual({
      status: "copied_disabled",
      description: "Listed description",
      category: "professional",
      noticePeriod: "30",
      freeUsersAllowed: false,
      liveModerationEnabled: true,
    });
  });

  it("knows a listed voice from a copy and from a removed listing", () => {
    expect(isListed(voice({ sharing: sharing({}) }))).toBe(true);
    expect(isListed(voice({ sharing: sharing({ status: "copied_disabled" }) }))).toBe(true);
    expect(isListed(voice({ sharing: sharing({ status: "disabled" }) }))).toBe(false);
    expect(isListed(voice())).toBe(false);
    const copy = voice({ voice_id: "mine", sharing: sharing({ status: "copied", original_voice_id: "theirs" }) });
    expect(isLibraryCopy(copy)).toBe(true);
    expect(isListed(copy)).toBe(false);
    expect(isLibraryCopy(voice({ sharing: sharing({}) }))).toBe(false);
  });

  it("checks the notice period: whole days from 0 to 365", () => {
    expect(noticePeriodDays("0")).toBe(0);
    expect(noticePeriodDays(" 365 ")).toBe(365);
    expect(noticePeriodDays("366")).toBeNull();
    expect(noticePeriodDays("1.5")).toBeNull();
    expect(noticePeriodDays("-1")).toBeNull();
    expect(noticePeriodDays("")).toBeNull();
  });

  it("builds the request body", () => {
    const form: ShareForm = { status: "enabled", description: "  Warm  ", category: "famous", noticePeriod: "7", freeUsersAllowed: false, liveModerationEnabled: true };
    expect(shareFormProblem(form)).toBeNull();
    expect(shareRequestBody(form)).toEqual({ status: "enabled", description: "Warm", category: "famous", notice_period: 7, free_users_allowed: false, live_moderation_enabled: true });
    expect(shareRequestBody({ ...form, description: "  " }).description).toBeNull();
    expect(shareFormProblem({ ...form, noticePeriod: "400" })).toMatch(/notice period/);
    expect(shareFormProblem({ ...form, description: "x".repeat(501) })).toMatch(/500/);
  });
});
