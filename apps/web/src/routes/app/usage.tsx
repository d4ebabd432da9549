import { UsagePage } from "#features/billing/usage/components/usage-page";

/** /app/usage: the member's own characters over time. */
export default function UsageRoute() {
  return <UsagePage scope="mine" />;
}
