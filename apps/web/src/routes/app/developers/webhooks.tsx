import { WebhooksPage } from "#features/developers/webhooks/components/webhooks-page";

/** /app/developers/webhooks: the same page as /app/workspace/webhooks. */
export default function DevelopersWebhooksRoute() {
  return <WebhooksPage />;
}
