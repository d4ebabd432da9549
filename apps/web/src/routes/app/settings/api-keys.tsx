import { ApiKeysPage } from "#features/developers/api-keys/components/api-keys-page";

/** /app/settings/api-keys */
export default function ApiKeysRoute() {
  return <ApiKeysPage />;
}
