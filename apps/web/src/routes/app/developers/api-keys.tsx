import { ApiKeysPage } from "#features/developers/api-keys/components/api-keys-page";

/** /app/developers/api-keys: the same page as /app/settings/api-keys. */
export default function DevelopersApiKeysRoute() {
  return <ApiKeysPage />;
}
