import type { ContactSalesRequest } from "@vocable/contract";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { renderMail } from "#platform/mail/layout";
import { insertSalesInquiry } from "../repo";

/** Enterprise requests per address and per client: a real person sends one or two. */
export const SALES_INQUIRY_RATE_LIMIT = { window: 3600, max: 5 };

/**
 * POST /v1/billing/contact-sales (public): an Enterprise request from the pricing page. Stored,
 * and every instance operator (ADMIN_EMAILS) gets an e-mail with it and the sender's address.
 */
export async function submitSalesInquiry(
  deps: Pick<AppDeps, "db" | "config" | "mailer" | "rateLimit">,
  input: ContactSalesRequest,
  from: { userId: string | null; clientKey: string },
): Promise<{ status: "ok"; inquiry_id: string }> {
  for (const key of [`sales:${input.email}`, `sales-ip:${from.clientKey}`]) {
    if (!(await deps.rateLimit.consume(key, SALES_INQUIRY_RATE_LIMIT)).allowed) throw new AppError("rate_limited", 429, "Thank you: we have your request already. Try again in an hour if something changed.");
  }
  const id = await insertSalesInquiry(deps.db, { userId: from.userId, name: input.name, email: input.email, company: input.company ?? null, seats: input.seats ?? null, message: input.message });
  const mail = renderMail({
    publicUrl: deps.config.publicUrl,
    heading: `Enterprise request from ${input.name}`,
    paragraphs: [
      `${input.name} (${input.email})${input.company ? ` of ${input.company}` : ""} asks about the Enterprise plan${input.seats ? ` for ${input.seats} seats` : ""}:`,
      input.message,
      `Reply to ${input.email}, then put the workspace on the enterprise tier with: npm run billing -- set-plan <workspace id> enterprise --seats N`,
    ],
  });
  for (const to of deps.config.adminEmails) {
    await deps.mailer.send({ to, subject: `Enterprise request: ${input.company ?? input.name}`, ...mail, kind: "sales-inquiry" }, { idempotencyKey: `sales-inquiry:${id}:${to}` });
  }
  return { status: "ok", inquiry_id: id };
}
