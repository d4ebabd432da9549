import { describe, expect, it } from "vitest";
import {
  BADGE_GROUP_VISIBLE,
  BREAKPOINTS,
  CACHE_MAX_AGE_SECONDS,
  COOKIE_MAX_AGE_DAYS,
  COOKIE_MAX_AGE_SECONDS,
  DEFAULT_THEME,
  DEFAULT_TOOLTIP_DELAY_MS,
  LOCAL_STORAGE_PREFIX,
  RUN_ONCE_STORAGE_PREFIX,
  SHARE_LINK_DISPLAY_LENGTH,
  THEMES,
  TOAST,
  TOOLTIP_DELAY_MS,
  VOICE_LIST_PAGE_SIZE,
  VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE,
  badgeOverflow,
  isAppStorageKey,
  isTheme,
  parseTheme,
  parseThemePreference,
  resolveTheme,
  shareLinkDisplay,
  storageKey,
  toastPosition,
} from "./ui-constants";

describe("constants", () => {
  it("match the spec", () => {
    expect(TOAST).toEqual({ max: 3, durationMs: 5555 });
    expect(LOCAL_STORAGE_PREFIX).toBe("xi:");
    expect(RUN_ONCE_STORAGE_PREFIX.startsWith(LOCAL_STORAGE_PREFIX)).toBe(true);
    expect(COOKIE_MAX_AGE_DAYS).toBe(360);
    expect(COOKIE_MAX_AGE_SECONDS).toBe(31_104_000);
    expect(THEMES).toEqual(["light", "dark"]);
    expect(DEFAULT_THEME).toBe("light");
    expect(VOICE_LIST_PAGE_SIZE).toBe(20);
    expect(VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE).toBe(100);
    expect(CACHE_MAX_AGE_SECONDS).toBe(7 * 24 * 3600);
    expect(TOOLTIP_DELAY_MS).toBe(400);
    expect(DEFAULT_TOOLTIP_DELAY_MS).toBe(100);
    expect(BADGE_GROUP_VISIBLE).toBe(3);
    expect(Object.values(BREAKPOINTS)).toEqual([480, 640, 768, 1024, 1280, 1536, 1758, 1980]);
    expect(SHARE_LINK_DISPLAY_LENGTH).toBe(38);
  });
});

describe("toastPosition", () => {
  it("is top-center on sign-in and sign-up pages", () => {
    expect(toastPosition("/app/sign-in")).toBe("top-center");
    expect(toastPosition("/app/sign-up")).toBe("top-center");
    expect(toastPosition("/app/sign-in/")).toBe("top-center");
    expect(toastPosition("/app/sign-in/forgot-password")).toBe("top-center");
    expect(toastPosition("/app/sign-in/reset-password")).toBe("top-center");
    expect(toastPosition("/app/sign-up?invite_code=x")).toBe("top-center");
  });

  it("is bottom-right elsewhere", () => {
    expect(toastPosition("/")).toBe("bottom-right");
    expect(toastPosition("")).toBe("bottom-right");
    expect(toastPosition("/app/home")).toBe("bottom-right");
    expect(toastPosition("/app/sso")).toBe("bottom-right");
    expect(toastPosition("/app/sign-inside")).toBe("bottom-right");
    expect(toastPosition("/sign-in")).toBe("bottom-right");
    expect(toastPosition("/app/speech-synthesis/text-to-speech")).toBe("bottom-right");
  });
});

describe("storage keys", () => {
  it("prefixes and recognises keys", () => {
    expect(storageKey("theme")).toBe("xi:theme");
    expect(isAppStorageKey("xi:theme")).toBe(true);
    expect(isAppStorageKey(`${RUN_ONCE_STORAGE_PREFIX}tour`)).toBe(true);
    expect(isAppStorageKey("other:theme")).toBe(false);
    expect(isAppStorageKey("theme")).toBe(false);
  });
});

describe("themes", () => {
  it("parses stored values", () => {
    expect(isTheme("dark")).toBe(true);
    expect(isTheme("Dark")).toBe(false);
    expect(isTheme(null)).toBe(false);
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("blue")).toBe("light");
    expect(parseTheme(undefined)).toBe("light");
  });

  it.each([
    ["system", false, "system", "light"],
    ["system", true, "system", "dark"],
    ["dark", false, "dark", "dark"],
    ["light", true, "light", "light"],
    ["blue", true, "light", "light"],
    [null, true, "light", "light"],
  ] as const)("stored %s with a dark system %s is the choice %s shown %s", (stored, systemDark, choice, shown) => {
    const preference = parseThemePreference(stored);
    expect(preference).toBe(choice);
    expect(resolveTheme(preference, systemDark)).toBe(shown);
  });
});

describe("badgeOverflow", () => {
  it("shows 3 then +N", () => {
    expect(badgeOverflow([])).toEqual({ visible: [], moreLabel: null });
    expect(badgeOverflow(["a", "b", "c"])).toEqual({ visible: ["a", "b", "c"], moreLabel: null });
    expect(badgeOverflow(["a", "b", "c", "d", "e"])).toEqual({ visible: ["a", "b", "c"], moreLabel: "+2" });
  });
});

describe("shareLinkDisplay", () => {
  it("cuts after 38 characters with an ellipsis", () => {
    const exact = "x".repeat(38);
    expect(shareLinkDisplay(exact)).toBe(exact);
    expect(shareLinkDisplay(`${exact}y`)).toBe(`${exact}…`);
    expect(shareLinkDisplay("https://a.b/c")).toBe("https://a.b/c");
    expect(shareLinkDisplay("😀".repeat(40))).toBe(`${"😀".repeat(38)}…`);
  });
});
