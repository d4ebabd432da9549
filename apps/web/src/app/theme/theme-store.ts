/**
 * Colour theme: light or dark, default light, stored under `xi:theme` (spec accounts §2).
 * A tiny external store so every `useTheme` sees the same value without a provider.
 */
import { DEFAULT_THEME, parseTheme, type Theme } from "@vocable/domain";
import { readStored, writeStored } from "#lib/local-storage";

const listeners = new Set<() => void>();
let current: Theme = DEFAULT_THEME;

function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/** Reads the stored theme and applies it; call once before the first render. */
export function initTheme(): void {
  current = parseTheme(readStored<unknown>("theme", DEFAULT_THEME));
  apply(current);
}

/** Switches the theme, stores it and notifies subscribers. */
export function setTheme(theme: Theme): void {
  current = theme;
  writeStored("theme", theme);
  apply(theme);
  for (const listener of listeners) listener();
}

/** Back to the default without storing anything (after sign-out wiped storage). */
export function resetTheme(): void {
  current = DEFAULT_THEME;
  apply(current);
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return current;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
