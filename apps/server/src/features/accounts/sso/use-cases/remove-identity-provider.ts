import type { Principal, AppDeps } from "#platform/app-env";
import { notFound } from "#platform/errors";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { requireSsoAdmin } from "../policy";
import { deleteProvider, findProvider } from "../repo";

/** Removes one of the workspace's identity providers and the sign-in links made through it. */
export async function removeIdentityProvider(deps: Pick<AppDeps, "db">, principal: Principal, providerId: string, audit: AuditContext): Promise<void> {
  requireSsoAdmin(principal);
  await deps.db.transaction(async (tx) => {
    const row = await findProvider(tx, principal.workspaceId, providerId);
    if (!row) throw notFound("identity_provider_not_found", "No such identity provider in this workspace.");
    await deleteProvider(tx, row);
    await recordAuditEvent(tx, {
      principal,
      ...audit,
      activity: "identity_provider.removed",
      target: { type: "identity_provider", id: providerId },
      details: { issuer: row.issuer, domain: row.domain },
    });
  });
}
