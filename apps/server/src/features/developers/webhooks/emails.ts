import { APP_ROUTES } from "@vocable/domain";
import { renderMail } from "#platform/mail/layout";
import type { MailMessage } from "#platform/mail/types";

/** To each admin of a workspace whose webhook was disabled after failing again and again. */
export function webhookAutoDisabledMessage(
  publicUrl: string,
  input: { to: string; webhookName: string; webhookUrl: string; failures: number; lastCode: number | null },
): MailMessage {
  const answer = input.lastCode ? `The last attempt was answered with HTTP ${input.lastCode}.` : "The last attempt got no answer (a timeout or a refused connection).";
  return {
    kind: "webhook-auto-disabled",
    to: input.to,
    subject: `Webhook "${input.webhookName.replace(/[\r\n]/g, " ").slice(0, 80)}" was disabled`,
    ...renderMail({
      publicUrl,
      heading: "A webhook was disabled",
      paragraphs: [
        `The webhook "${input.webhookName}" (${input.webhookUrl}) failed ${input.failures} delivery attempts in a row, so Vocable stopped sending events to it.`,
        answer,
        "Fix the receiver, check its delivery log, then enable the webhook again: events that happen while it is disabled are not sent.",
      ],
      action: { label: "Open the webhooks", url: new URL(APP_ROUTES.workspaceWebhooks, `${publicUrl}/`).toString() },
      footnote: "You get this e-mail because you are an admin of the workspace.",
    }),
  };
}
