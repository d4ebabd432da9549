import { tierDisplayName } from "@vocable/domain";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import type { PlanRequestRow } from "../plan-request-repo";
import { renderMail } from "#platform/mail/layout";
import { planName, type PlanDecisionDeps } from "./request-plan";

/** E-mails the member who asked that an operator approved or denied their plan request (a job; once per decision). */
export async function mailPlanDecision(deps: PlanDecisionDeps, ws: WorkspaceRow, row: PlanRequestRow): Promise<void> {
  if (!row.requestedBy || (row.status !== "approved" && row.status !== "denied")) return;
  const account = await findAccountEmail(deps.db, row.requestedBy);
  if (!account) return;
  const plan = planName(row.tier, row.billingPeriod);
  const approved = row.status === "approved";
  const mail = renderMail({
    publicUrl: deps.config.publicUrl,
    heading: approved ? `Your ${plan} plan is on` : `Your request for ${plan} was not approved`,
    paragraphs: approved
      ? [`An operator of this server approved the request of ${ws.name}: the workspace is on the ${tierDisplayName(row.tier)} plan now, with its limits.`]
      : [`An operator of this server did not approve the request of ${ws.name} for the ${plan} plan; the workspace keeps its plan.`, ...(row.reason ? [`Their reason: ${row.reason}`] : [])],
    action: { label: "See your subscription", url: `${deps.config.publicUrl}/app/subscription` },
  });
  await deps.mailer.send(
    { to: account.email, subject: approved ? `${tierDisplayName(row.tier)} plan approved` : `${tierDisplayName(row.tier)} plan request not approved`, ...mail, kind: "plan-request-decision" },
    { idempotencyKey: `plan-request-decision:${row.id}` },
  );
}
