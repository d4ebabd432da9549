/**
 * Colour theme: light, dark or the system's, default light, stored under `xi:theme` (spec
 * accounts §2). A tiny external store so every `useTheme` sees the same value without a provider.
 */
import { DEFAULT_THEME, parseThemePreference, resolveTheme, type Theme, type ThemePreference } from "@vocable/domain";
import { readStored, writeStored } from "#lib/local-storage";

const listeners = new Set<() => void>();
let preference: ThemePreference = DEFAULT_THEME;
let current: Theme = DEFAULT_THEME;
let systemQuery: MediaQueryList | null = null;

function systemPrefersDark(): boolean {
  return systemQuery?.matches ?? false;
}

function apply(): void {
  current = resolveTheme(preference, systemPrefersDark());
  document.documentElement.classList.toggle("dark", current === "dark");
  for (const listener of listeners) listener();
}

/** Reads the stored theme and applies it; call once before the first render. */
export function initTheme(): void {
  systemQuery = typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  // A "system" choice follows the system while the app is open.
  systemQuery?.addEventListener?.("change", () => {
    if (preference === "system") apply();
  });
  preference = parseThemePreference(readStored<unknown>("theme", DEFAULT_THEME));
  apply();
}

/** Switches the theme (or to the system's), stores the choice and notifies subscribers. */
export function setTheme(choice: ThemePreference): void {
  preference = choice;
  writeStored("theme", choice);
  apply();
}

/** Back to the default without storing anything (after sign-out wiped storage). */
export function resetTheme(): void {
  preference = DEFAULT_THEME;
  apply();
}

/** The theme shown. */
export function getTheme(): Theme {
  return current;
}

/** The user's choice ("system" included). */
export function getThemePreference(): ThemePreference {
  return preference;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
