import { WebhooksPage } from "#features/developers/webhooks/components/webhooks-page";

/** /app/workspace/webhooks */
export default function WorkspaceWebhooksRoute() {
  return <WebhooksPage />;
}
