import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "./user-query";

/** The signed-in user and subscription. */
export function useUser() {
  return useQuery(userQueryOptions);
}
