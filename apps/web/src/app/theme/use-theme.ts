import { useSyncExternalStore } from "react";
import { getTheme, getThemePreference, setTheme, subscribeTheme } from "./theme-store";

/** The theme shown, the user's choice ("system" included), a toggle and a setter. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  const preference = useSyncExternalStore(subscribeTheme, getThemePreference);
  return { theme, preference, setPreference: setTheme, toggle: () => setTheme(theme === "dark" ? "light" : "dark") };
}
