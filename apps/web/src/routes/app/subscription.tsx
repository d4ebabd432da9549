import { SubscriptionPage } from "../../features/billing/components/subscription-page";

/** /app/subscription: the workspace's plan and billing. */
export default function SubscriptionRoute() {
  return <SubscriptionPage />;
}
