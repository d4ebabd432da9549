import { APP_ROUTES } from "@vocable/domain";
import { renderMail } from "#platform/mail/layout";
import type { MailMessage } from "#platform/mail/types";

/**
 * The invitation e-mail: a link to the invites page with the code (`invite_code`, which the
 * account-action landing keeps through sign-up for a person without an account).
 */
export function inviteMessage(publicUrl: string, input: { to: string; code: string; workspaceName: string; inviterEmail: string | null; expiresAt: Date }): MailMessage {
  const url = new URL(APP_ROUTES.workspaceInvites, `${publicUrl}/`);
  url.searchParams.set("invite_code", input.code);
  const who = input.inviterEmail ?? "A workspace admin";
  return {
    kind: "workspace-invite",
    to: input.to,
    subject: `You are invited to join ${input.workspaceName} on Vocable`,
    ...renderMail({
      publicUrl,
      heading: `Join ${input.workspaceName}`,
      paragraphs: [
        `${who} invited you to the Vocable workspace ${input.workspaceName}.`,
        `Open the link to accept or decline. If you have no Vocable account yet, create one with this address first. The invite works until ${input.expiresAt.toUTCString()}.`,
      ],
      action: { label: "Open the invite", url: url.toString() },
      footnote: "If you did not expect this, you can ignore this e-mail.",
    }),
  };
}
