import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { MAILBOX_PORT } from "./ports";

/** The test SMTP server's mailbox endpoint (apps/server/src/testing/test-smtp-cli.ts --http). */
const MAILBOX = `http://127.0.0.1:${MAILBOX_PORT}`;

/** An e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  subject: string;
  text: string;
  links: string[];
}

/**
 * The newest e-mail to `to` once its subject matches: the server sends mail from a job over SMTP,
 * so the mailbox is asked again until it arrives.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<ReceivedMail> {
  let mail: ReceivedMail | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${MAILBOX}/latest.json?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return null;
        const latest = (await res.json()) as ReceivedMail;
        if (!subject.test(latest.subject)) return latest.subject;
        mail = latest;
        return "found";
      },
      { message: `an e-mail to ${to} with the subject ${subject}` },
    )
    .toBe("found");
  return mail!;
}

/**
 * The path and query of the mail's link that carries `param` (with the given `value`, when one is
 * given; the link's origin is PUBLIC_URL).
 */
export function linkWith(mail: ReceivedMail, param: string, value?: string): string {
  const link = mail.links
    .map((l) => new URL(l))
    .find((url) => (value === undefined ? url.searchParams.has(param) : url.searchParams.get(param) === value));
  expect(link, `a link with ${value === undefined ? param : `${param}=${value}`} in "${mail.subject}"`).toBeDefined();
  return `${link!.pathname}${link!.search}`;
}

/**
 * Opens the mailed "Confirm it's you" link in a new tab of the same browser, as a mail client
 * does: the account-action landing proves access to the mailbox and says so.
 */
export async function proveMailbox(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const proof = await waitForMail(request, email, /^Confirm it's you$/);
  const mailTab = await page.context().newPage();
  await mailTab.goto(linkWith(proof, "sensitiveActionVerificationCode"));
  await expect(mailTab.getByText("Email access verified. Please try the action again.")).toBeVisible();
  await mailTab.close();
}
