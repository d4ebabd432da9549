import { ServiceAccountsPage } from "#features/developers/service-accounts/components/service-accounts-page";

/** /app/workspace/service-accounts */
export default function WorkspaceServiceAccountsRoute() {
  return <ServiceAccountsPage />;
}
