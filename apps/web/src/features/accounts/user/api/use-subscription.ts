import { useQuery } from "@tanstack/react-query";
import { subscriptionQueryOptions } from "./subscription-query";

/** The workspace's subscription (plan, characters used and limit, next reset). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
