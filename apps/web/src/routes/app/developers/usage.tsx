import { UsagePage } from "#features/billing/usage/components/usage-page";

/** /app/developers/usage: the member's characters by API key. */
export default function DevelopersUsageRoute() {
  return <UsagePage scope="mine" initialBreakdown="api_keys" title="API usage" />;
}
