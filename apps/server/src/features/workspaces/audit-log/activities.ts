/** Every admin action the audit log records, as `<target>.<verb>`. */
export const AUDIT_ACTIVITIES = [
  "member.invited",
  "member.removed",
  "member.role_changed",
  "member.locked",
  "member.unlocked",
  "invite.revoked",
  "group.created",
  "group.renamed",
  "group.deleted",
  "group.member_added",
  "group.member_removed",
  "service_account.created",
  "service_account.deleted",
  "api_key.created",
  "api_key.updated",
  "api_key.deleted",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "workspace.settings_updated",
  "workspace.plan_changed",
  "resource.shared",
  "resource.unshared",
  "identity_provider.added",
  "identity_provider.removed",
  "identity_provider.domain_verified",
  "member.auto_provisioned",
] as const;
export type AuditActivity = (typeof AUDIT_ACTIVITIES)[number];

/** What an entry is about. */
export type AuditTargetType = "member" | "invite" | "group" | "service_account" | "api_key" | "webhook" | "workspace" | "resource" | "identity_provider";
