import { useQuery } from "@tanstack/react-query";
import { defaultSettingsQueryOptions } from "./default-settings-query";

/** The server's default voice settings. */
export function useDefaultSettings() {
  return useQuery(defaultSettingsQueryOptions);
}
