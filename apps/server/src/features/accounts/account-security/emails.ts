import type { MailMessage } from "#platform/mail/types";
import { APP_ROUTES } from "@vocable/domain";
import { renderMail } from "#platform/mail/layout";

/**
 * The account e-mails (verification, reset, sign-up attempt, access check, e-mail change, notices).
 * Links go to web pages of PUBLIC_URL with the account-action landing's parameters (spec §2); each
 * code appears only here, in the message.
 */

const IGNORE = "If you did not ask for this, you can ignore this e-mail.";

function pageUrl(publicUrl: string, path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, `${publicUrl}/`);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

function message(kind: string, to: string, subject: string, body: Parameters<typeof renderMail>[0]): MailMessage {
  return { kind, to, subject, ...renderMail(body) };
}

export function verifyEmailMessage(publicUrl: string, input: { to: string; token: string; userId: string; continueUrl: string; optOutUrl: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/sign-in", {
    mode: "verifyEmail",
    oobCode: input.token,
    continueUrl: input.continueUrl,
    lang: "en",
    userId: input.userId,
  });
  return message("verify-email", input.to, "Verify your e-mail for Vocable", {
    publicUrl,
    heading: "Verify your e-mail address",
    paragraphs: ["Confirm that this address is yours to finish setting up your Vocable account. The link works for 24 hours."],
    action: { label: "Verify e-mail", url },
    footnote: "If you did not create a Vocable account, you can ignore this e-mail.",
    optOutUrl: input.optOutUrl,
  });
}

export function resetPasswordMessage(publicUrl: string, input: { to: string; token: string; continueUrl: string; optOutUrl: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/sign-in/reset-password", {
    mode: "resetPassword",
    oobCode: input.token,
    continueUrl: input.continueUrl,
    lang: "en",
  });
  return message("reset-password", input.to, "Reset your Vocable password", {
    publicUrl,
    heading: "Reset your password",
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of the Vocable account for this address. The link works once, for one hour.",
      "Setting a new password signs the account out everywhere else.",
    ],
    action: { label: "Choose a new password", url },
    footnote: IGNORE,
    optOutUrl: input.optOutUrl,
  });
}

/** To a registered address someone tried to sign up with: nothing was changed; a way to reset if it was them. */
export function signUpAttemptMessage(publicUrl: string, input: { to: string; optOutUrl: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/sign-in/forgot-password", { email: input.to });
  return message("sign-up-attempt", input.to, "Someone tried to sign up with your e-mail", {
    publicUrl,
    heading: "You already have a Vocable account",
    paragraphs: [
      "Someone tried to create a Vocable account with this address. Your account already exists, so nothing was changed.",
      "If it was you and you forgot your password, you can reset it.",
    ],
    action: { label: "Reset your password", url },
    footnote: "If it was not you, you can ignore this e-mail: your account is safe.",
    optOutUrl: input.optOutUrl,
  });
}

export function sensitiveActionMessage(publicUrl: string, input: { to: string; code: string; action: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/settings", { sensitiveActionVerificationCode: input.code });
  return message("sensitive-action", input.to, "Confirm it's you", {
    publicUrl,
    heading: "Confirm it's you",
    paragraphs: [
      `Someone signed in to your Vocable account asked to ${input.action}. Open the link to confirm it was you, then try again. The link works once, for 15 minutes; the confirmation then lasts 10 minutes.`,
    ],
    action: { label: "Confirm it's me", url },
    footnote: "If it was not you, do not open the link, and change your password: someone may know it.",
  });
}

export function emailChangeMessage(publicUrl: string, input: { to: string; code: string; oldEmail: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/settings", { verification_code: input.code });
  return message("email-change", input.to, "Confirm your new e-mail address", {
    publicUrl,
    heading: "Confirm your new e-mail address",
    paragraphs: [`The Vocable account ${input.oldEmail} asked to use this address from now on. The link works once, for one hour.`],
    action: { label: "Use this address", url },
    footnote: IGNORE,
  });
}

/** To a new address that already has an account: the change cannot happen (said only to that mailbox). */
export function emailChangeTakenMessage(publicUrl: string, input: { to: string }): MailMessage {
  return message("email-change-taken", input.to, "Your e-mail address is already in use", {
    publicUrl,
    heading: "This address already has an account",
    paragraphs: [
      "Another Vocable account asked to move to this address, but this address already has an account, so nothing was changed.",
    ],
    footnote: "If you did not expect this, you can ignore this e-mail.",
  });
}

export function emailChangedNoticeMessage(publicUrl: string, input: { to: string; code: string; newEmail: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/settings", { verification_code: input.code, isReverting: "true" });
  return message("email-changed", input.to, "Your Vocable e-mail address was changed", {
    publicUrl,
    heading: "Your e-mail address was changed",
    paragraphs: [
      `Your Vocable account now signs in with ${input.newEmail}.`,
      "If you did not make this change, undo it: the account goes back to this address and every session is signed out. The link works for 72 hours.",
    ],
    action: { label: "Undo the change", url },
  });
}

export function passwordChangedMessage(publicUrl: string, input: { to: string }): MailMessage {
  const url = pageUrl(publicUrl, "/app/sign-in/forgot-password", { email: input.to });
  return message("password-changed", input.to, "Your Vocable password was changed", {
    publicUrl,
    heading: "Your password was changed",
    paragraphs: [
      "The password of your Vocable account was just changed, and every other session was signed out.",
      "Your personal API keys were revoked as well: create new ones for your integrations. The keys of your workspaces' service accounts still work.",
    ],
    action: { label: "It wasn't me: reset my password", url },
  });
}

export function accountDeletedMessage(publicUrl: string, input: { to: string }): MailMessage {
  return message("account-deleted", input.to, "Your Vocable account was deleted", {
    publicUrl,
    heading: "Your account was deleted",
    paragraphs: ["Your Vocable account, its workspace, its history and its API keys were deleted. This address can sign up again at any time."],
  });
}

/**
 * An operator of this instance asks for temporary access to the account (`npm run support --
 * request-access`): the link opens the app's verifySignInRequest landing, where the signed-in user
 * grants or declines.
 */
export function signInRequestMessage(
  publicUrl: string,
  input: { to: string; code: string; hours: number; requestedBy: string; reason?: string; linkHours: number },
): MailMessage {
  // A page the app renders as it is (the /app index redirects in its loader, losing the query the landing reads).
  const url = pageUrl(publicUrl, APP_ROUTES.textToSpeech, { mode: "verifySignInRequest", oobCode: input.code, lang: "en" });
  const span = input.hours === 1 ? "1 hour" : `${input.hours} hours`;
  return message("sign-in-request", input.to, "Support asks for access to your Vocable account", {
    publicUrl,
    heading: "Grant support access?",
    paragraphs: [
      `${input.requestedBy}, an operator of this Vocable server, asks for temporary access to your account for ${span}, to help you.`,
      ...(input.reason ? [`Reason given: ${input.reason}`] : []),
      `Open the link while signed in to grant or decline. It works once, for ${input.linkHours} hours; nothing changes unless you grant access.`,
    ],
    action: { label: "Review the request", url },
    footnote: "If you did not ask support for help, decline the request or ignore this e-mail.",
  });
}
