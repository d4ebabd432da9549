import { ServiceAccountsPage } from "../../../features/service-accounts/components/service-accounts-page";

/** /app/workspace/service-accounts */
export default function WorkspaceServiceAccountsRoute() {
  return <ServiceAccountsPage />;
}
