import { UsagePage } from "#features/billing/usage/components/usage-page";

/** /app/usage/workspace: the whole workspace's characters over time (admins only; others see a note). */
export default function WorkspaceUsageRoute() {
  return <UsagePage scope="workspace" />;
}
