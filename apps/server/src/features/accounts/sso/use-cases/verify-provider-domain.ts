import { domainVerificationRecord, txtRecordsProve } from "@vocable/domain";
import type { IdentityProvider } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, notFound } from "#platform/errors";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { resolveTxtRecords } from "../dns-txt";
import { requireSsoAdmin } from "../policy";
import { presentProvider } from "../presenter";
import { findProvider, markDomainVerified } from "../repo";

/**
 * Looks the provider's TXT record up in DNS and, when it is there, binds the domain to the
 * provider: from then on its people can sign in through it. A domain is bound to one provider on
 * the instance; a second workspace proving the same domain is refused.
 */
export async function verifyProviderDomain(
  deps: Pick<AppDeps, "db" | "config" | "log">,
  principal: Principal,
  providerId: string,
  audit: AuditContext,
  now = new Date(),
): Promise<IdentityProvider> {
  requireSsoAdmin(principal);
  const row = await findProvider(deps.db, principal.workspaceId, providerId);
  if (!row) throw notFound("identity_provider_not_found", "No such identity provider in this workspace.");
  if (row.domainVerified) return presentProvider(row);
  const record = domainVerificationRecord(row.domain, row.domainVerificationToken);
  let records: string[][];
  try {
    records = await resolveTxtRecords(record.name, deps.config.dnsServers);
  } catch (err) {
    deps.log.warn("sso: TXT lookup failed", { name: record.name, error: (err as Error).message });
    throw new AppError("domain_not_verified", 400, `The DNS lookup of ${record.name} failed (${(err as { code?: string }).code ?? "error"}). Try again in a few minutes.`);
  }
  if (!txtRecordsProve(records, record.value)) {
    throw new AppError(
      "domain_not_verified",
      400,
      `No TXT record ${record.name} with the value ${record.value} was found. Publish it at your DNS provider and try again (changes can take a while to appear).`,
    );
  }
  if (!(await markDomainVerified(deps.db, row.id, now))) throw new AppError("domain_already_bound", 409, `${row.domain} is already bound to another workspace's identity provider.`);
  await recordAuditEvent(deps.db, {
    principal,
    ...audit,
    activity: "identity_provider.domain_verified",
    target: { type: "identity_provider", id: providerId },
    details: { domain: row.domain },
  });
  return presentProvider((await findProvider(deps.db, principal.workspaceId, providerId))!);
}
