import { SubscriptionPage } from "#features/billing/subscriptions/components/subscription-page";

/** /app/subscription: the workspace's plan and billing. */
export default function SubscriptionRoute() {
  return <SubscriptionPage />;
}
