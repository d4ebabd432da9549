import { tierDisplayName, type BillingPeriod, type Currency, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { renderMail } from "#platform/mail/layout";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { getOpenPlanRequest, insertOpenPlanRequest, type PlanRequestRow } from "../plan-request-repo";
import type { BillingDeps } from "./load-billing-context";

/** The billing use cases that record or decide plan requests also send mail (a job). */
export type PlanRequestDeps = BillingDeps & Pick<AppDeps, "mailer">;
/** What deciding a request needs (the operators' routes and the CLI): no provider, no rate limits. */
export type PlanDecisionDeps = Pick<PlanRequestDeps, "db" | "config" | "mailer">;

export interface PlanRequestInput {
  kind: "subscribe" | "upgrade";
  tier: TierId;
  period: BillingPeriod;
  currency: Currency;
  promoCode: string | null;
  firstMonthPercentOff: number | null;
  checkoutSessionId?: string | null;
}

/** "Business (annual)": a plan as the messages name it. */
export function planName(tier: string, period: BillingPeriod): string {
  return `${tierDisplayName(tier)} (${period === "annual_period" ? "annual" : "monthly"})`;
}

/**
 * Under operator approval, a paid plan a workspace admin chose (a confirmed checkout, or an
 * upgrade) is recorded as an open plan request instead of being applied; inside the caller's
 * transaction with the workspace row locked. The same plan asked again (a double click, a second
 * tab) answers the open request (`created` false); another plan while one is open is 409
 * plan_request_open: the member withdraws the first. The checks of the self-service path ran before.
 */
export async function requestPlan(tx: Db, ws: WorkspaceRow, principal: Principal, input: PlanRequestInput): Promise<{ row: PlanRequestRow; created: boolean }> {
  const open = await getOpenPlanRequest(tx, ws.id);
  if (open) return { row: sameRequest(open, input), created: false };
  const row = await insertOpenPlanRequest(tx, {
    workspaceId: ws.id,
    requestedBy: principal.userId,
    kind: input.kind,
    tier: input.tier,
    billingPeriod: input.period,
    currency: input.currency,
    promoCode: input.promoCode,
    firstMonthPercentOff: input.firstMonthPercentOff,
    checkoutSessionId: input.checkoutSessionId ?? null,
  });
  // The row lock serialises this workspace's requests; the unique index is the last word.
  if (!row) return { row: sameRequest((await getOpenPlanRequest(tx, ws.id))!, input), created: false };
  return { row, created: true };
}

function sameRequest(open: PlanRequestRow, input: PlanRequestInput): PlanRequestRow {
  if (open.tier === input.tier && open.billingPeriod === input.period && open.promoCode === input.promoCode) return open;
  throw new AppError(
    "plan_request_open",
    409,
    `This workspace already asked the operators for ${planName(open.tier, open.billingPeriod)}: withdraw that request on the subscription page before asking for another plan.`,
  );
}

/** Tells the instance's operators (ADMIN_EMAILS) that a request waits for them; a job per address. */
export async function mailOperatorsOfPlanRequest(deps: PlanDecisionDeps, ws: WorkspaceRow, row: PlanRequestRow): Promise<void> {
  const mail = renderMail({
    publicUrl: deps.config.publicUrl,
    heading: `${ws.name} asks for ${planName(row.tier, row.billingPeriod)}`,
    paragraphs: [
      `The workspace ${ws.name} (${ws.id}) asks for the ${planName(row.tier, row.billingPeriod)} plan${row.promoCode ? ` with the promo code ${row.promoCode}` : ""}.`,
      `Approve or deny it on the operators' page, or with: npm run billing -- requests approve ${row.id}`,
    ],
    action: { label: "Review plan requests", url: `${deps.config.publicUrl}/app/admin/plan-requests` },
  });
  for (const to of deps.config.adminEmails) {
    await deps.mailer.send({ to, subject: `Plan request: ${ws.name} asks for ${tierDisplayName(row.tier)}`, ...mail, kind: "plan-request" }, { idempotencyKey: `plan-request:${row.id}:${to}` });
  }
}
