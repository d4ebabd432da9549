/**
 * Service accounts (spec §1): non-human members of a workspace that act only through their API
 * keys. Each is a user with no credentials and an address in a reserved domain (RFC 2606 `.invalid`),
 * so no mail can reach it and no sign-in, reset or verification can ever concern it.
 */

/** The reserved domain of every service account's address. */
export const SERVICE_ACCOUNT_EMAIL_DOMAIN = "service-accounts.invalid";

/** How many service accounts a workspace may have (ElevenLabs' default). */
export const MAX_SERVICE_ACCOUNTS_PER_WORKSPACE = 20;

/** The address of the service account with this id: unique, and never deliverable. */
export function serviceAccountEmail(id: string): string {
  return `sa-${id.toLowerCase()}@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`;
}

/** Whether an address belongs to a service account (compared without case and surrounding spaces). */
export function isServiceAccountEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`);
}

/** What a member list shows: people, service accounts, or both. */
export const MEMBER_KINDS = ["person", "service_account"] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** Whether a member of `kind` belongs in a list filtered to `filter` (no filter: everyone). */
export function memberKindMatches(kind: MemberKind, filter: MemberKind | undefined): boolean {
  return filter === undefined || kind === filter;
}
