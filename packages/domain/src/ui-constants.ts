/**
 * Constants of the web shell (spec accounts §2, §9; voices §9). Plain values so the server can
 * use the same ones (for example the voice list page sizes).
 */

/** Toasts: at most 3 at once, each closing after 5555 ms. */
export const TOAST = { max: 3, durationMs: 5555 } as const;

/** Where the toast area sits. */
export type ToastPosition = "top-center" | "bottom-right";

const TOP_CENTER_TOAST_PATHS = ["/app/sign-in", "/app/sign-up"] as const;

/**
 * Toast position for a path: top-center on the sign-in and sign-up pages (and their sub-pages
 * such as /app/sign-in/forgot-password), bottom-right everywhere else. Matches whole path
 * segments, so /app/sign-inside is not a sign-in page.
 */
export function toastPosition(pathname: string): ToastPosition {
  const path = pathname.split(/[?#]/)[0];
  const onAuthPage = TOP_CENTER_TOAST_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
  return onAuthPage ? "top-center" : "bottom-right";
}

/** Prefix of every local-storage key the app writes; keys with it are wiped on sign-out. */
export const LOCAL_STORAGE_PREFIX = "xi:";
/** Prefix of run-once flags (a sub-prefix of {@link LOCAL_STORAGE_PREFIX}). */
export const RUN_ONCE_STORAGE_PREFIX = `${LOCAL_STORAGE_PREFIX}run-once:`;

/** Local-storage key for a name, e.g. storageKey("theme") === "xi:theme". */
export function storageKey(name: string): string {
  return `${LOCAL_STORAGE_PREFIX}${name}`;
}

/** Whether a local-storage key belongs to the app (and so is wiped on sign-out). */
export function isAppStorageKey(key: string): boolean {
  return key.startsWith(LOCAL_STORAGE_PREFIX);
}

/** Cookie lifetime in days (cookies are secure, same-site strict, with prefixed names). */
export const COOKIE_MAX_AGE_DAYS = 360;
/** Cookie lifetime in seconds, for Max-Age. */
export const COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** Colour themes. */
export const THEMES = ["light", "dark"] as const;
/** A colour theme. */
export type Theme = (typeof THEMES)[number];
/** Theme used until the user picks one. */
export const DEFAULT_THEME: Theme = "light";
/** What the user picks: a theme, or the system's ("system" follows prefers-color-scheme). */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
/** A theme choice. */
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Type guard for a stored theme value. */
export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** A stored theme value, or the default when it is missing or invalid. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** A stored theme choice ("system" included), or the default when it is missing or invalid. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === "system" ? "system" : parseTheme(value);
}

/** The theme shown for a choice: "system" follows the system's dark preference. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** Voices per page the app asks for (the page_size argument's default). */
export const VOICE_LIST_PAGE_SIZE = 20;
/** Voices per page when a voice list request gives no page_size. */
export const VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE = 100;

/** Cache max age for voice lists and saved records, in seconds (7 days). */
export const CACHE_MAX_AGE_SECONDS = 604_800;

/** Tooltip open delay on the app's tooltips, and the default elsewhere. */
export const TOOLTIP_DELAY_MS = 400;
/** Default tooltip open delay. */
export const DEFAULT_TOOLTIP_DELAY_MS = 100;

/** A badge group shows this many badges, then "+N". */
export const BADGE_GROUP_VISIBLE = 3;

/** Badges to show and the "+N" label for the rest (null when all fit). */
export function badgeOverflow<T>(badges: readonly T[]): { visible: T[]; moreLabel: string | null } {
  const visible = badges.slice(0, BADGE_GROUP_VISIBLE);
  const more = badges.length - visible.length;
  return { visible, moreLabel: more > 0 ? `+${more}` : null };
}

/** Responsive breakpoints in px. */
export const BREAKPOINTS = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536, "3xl": 1758, "4xl": 1980 } as const;

/** The share link shown in the share modal is cut to this many characters plus an ellipsis. */
export const SHARE_LINK_DISPLAY_LENGTH = 38;

/** A share link as displayed: cut to 38 characters plus "…" when longer. */
export function shareLinkDisplay(link: string): string {
  const chars = Array.from(link);
  return chars.length > SHARE_LINK_DISPLAY_LENGTH ? `${chars.slice(0, SHARE_LINK_DISPLAY_LENGTH).join("")}…` : link;
}
