import { useQuery } from "@tanstack/react-query";
import { voicesQueryOptions } from "./voices-query";

/** Voices matching a search text (all voices for ""). */
export function useVoices(search: string) {
  return useQuery(voicesQueryOptions(search));
}
