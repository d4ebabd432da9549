import { useQuery } from "@tanstack/react-query";
import { apiKeysQueryOptions } from "./api-keys-query";

/** The user's API keys (name, hint, dates; never the key itself). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
