import { useQuery } from "@tanstack/react-query";
import { serviceAccountsQueryOptions } from "./service-accounts-query";

/** The workspace's service accounts, each with its keys (hints, never the keys). */
export function useServiceAccounts() {
  return useQuery(serviceAccountsQueryOptions);
}
