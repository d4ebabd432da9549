import { ServiceAccountsPage } from "#features/developers/service-accounts/components/service-accounts-page";

/** /app/developers/service-accounts: the same page as under Workspace. */
export default function DevelopersServiceAccountsRoute() {
  return <ServiceAccountsPage />;
}
