import { WebhooksPage } from "#features/developers/webhooks/components/webhooks-page";

/** /app/settings/webhooks: the same page as /app/workspace/webhooks, from the settings. */
export default function SettingsWebhooksRoute() {
  return <WebhooksPage />;
}
