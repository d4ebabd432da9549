import { useSyncExternalStore } from "react";
import { getTheme, setTheme, subscribeTheme } from "./theme-store";

/** The current theme and a toggle. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  return { theme, toggle: () => setTheme(theme === "dark" ? "light" : "dark") };
}
