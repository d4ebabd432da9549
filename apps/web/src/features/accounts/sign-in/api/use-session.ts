import { useQuery } from "@tanstack/react-query";
import { sessionQueryOptions } from "./session-query";

/** The signed-in session (null when signed out); `isPending` until the first answer. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
