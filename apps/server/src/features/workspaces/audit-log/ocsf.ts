import type { AuditActivity } from "./activities";

/**
 * Each activity as the SDK's OCSF 1.6 fields (Identity & Access Management, category 3). The SDK's
 * activity_id is a number per class (its deserializer takes any number), so each activity maps onto
 * the closest OCSF activity of its class; Vocable's key travels in `unmapped.activity`.
 */
export const OCSF_CLASSES = {
  3001: "Account Change",
  3004: "Entity Management",
  3005: "User Access Management",
  3006: "Group Management",
} as const;
type ClassUid = keyof typeof OCSF_CLASSES;

export const OCSF_ACTIVITIES: Record<AuditActivity, { classUid: ClassUid; activityId: number; name: string }> = {
  "member.invited": { classUid: 3001, activityId: 1, name: "Member Invited" },
  "member.removed": { classUid: 3001, activityId: 6, name: "Member Removed" },
  "member.role_changed": { classUid: 3005, activityId: 1, name: "Member Role Changed" },
  "member.locked": { classUid: 3001, activityId: 9, name: "Member Locked" },
  "member.unlocked": { classUid: 3001, activityId: 12, name: "Member Unlocked" },
  "invite.revoked": { classUid: 3004, activityId: 4, name: "Invite Revoked" },
  "group.created": { classUid: 3006, activityId: 6, name: "Group Created" },
  "group.renamed": { classUid: 3006, activityId: 99, name: "Group Renamed" },
  "group.deleted": { classUid: 3006, activityId: 5, name: "Group Deleted" },
  "group.member_added": { classUid: 3006, activityId: 3, name: "Group Member Added" },
  "group.member_removed": { classUid: 3006, activityId: 4, name: "Group Member Removed" },
  "service_account.created": { classUid: 3001, activityId: 1, name: "Service Account Created" },
  "service_account.deleted": { classUid: 3001, activityId: 6, name: "Service Account Deleted" },
  "api_key.created": { classUid: 3004, activityId: 1, name: "API Key Created" },
  "api_key.updated": { classUid: 3004, activityId: 3, name: "API Key Updated" },
  "api_key.deleted": { classUid: 3004, activityId: 4, name: "API Key Deleted" },
  "webhook.created": { classUid: 3004, activityId: 1, name: "Webhook Created" },
  "webhook.updated": { classUid: 3004, activityId: 3, name: "Webhook Updated" },
  "webhook.deleted": { classUid: 3004, activityId: 4, name: "Webhook Deleted" },
  "workspace.settings_updated": { classUid: 3004, activityId: 3, name: "Workspace Settings Updated" },
  "workspace.plan_changed": { classUid: 3004, activityId: 3, name: "Workspace Plan Changed" },
  "resource.shared": { classUid: 3005, activityId: 1, name: "Resource Shared" },
  "resource.unshared": { classUid: 3005, activityId: 2, name: "Resource Unshared" },
  "identity_provider.added": { classUid: 3004, activityId: 1, name: "Identity Provider Added" },
  "identity_provider.removed": { classUid: 3004, activityId: 4, name: "Identity Provider Removed" },
  "identity_provider.domain_verified": { classUid: 3004, activityId: 3, name: "Identity Provider Domain Verified" },
  "member.auto_provisioned": { classUid: 3001, activityId: 1, name: "Member Auto Provisioned" },
};

const entries = Object.entries(OCSF_ACTIVITIES) as [AuditActivity, (typeof OCSF_ACTIVITIES)[AuditActivity]][];

/** The activity keys a class name covers (case-insensitive); none for an unknown class. */
export function activitiesOfClass(className: string): AuditActivity[] {
  const uid = (Object.entries(OCSF_CLASSES).find(([, name]) => name.toLowerCase() === className.toLowerCase()) ?? [])[0];
  return uid === undefined ? [] : entries.filter(([, a]) => String(a.classUid) === uid).map(([key]) => key);
}

/** The activity a name (as listed, or Vocable's key) stands for; null for none. */
export function activityOfName(name: string): AuditActivity | null {
  const lower = name.toLowerCase();
  return entries.find(([key, a]) => key === lower || a.name.toLowerCase() === lower)?.[0] ?? null;
}
