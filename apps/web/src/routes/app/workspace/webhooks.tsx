import { WebhooksPage } from "../../../features/webhooks/components/webhooks-page";

/** /app/workspace/webhooks */
export default function WorkspaceWebhooksRoute() {
  return <WebhooksPage />;
}
