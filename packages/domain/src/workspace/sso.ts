/**
 * Single sign-on with OpenID Connect (spec accounts §1 SSO, §3 identity providers and
 * user_auto_provisioning): the rules on the e-mail domain a workspace's identity provider speaks
 * for, and the DNS TXT record that proves the workspace owns it.
 */

/** A workspace may register at most this many identity providers. */
export const MAX_IDENTITY_PROVIDERS = 5;

/** The DNS label under the domain where the ownership record lives (RFC 8552 underscore name). */
export const DOMAIN_VERIFICATION_LABEL = "_vocable-challenge";
/** The TXT record's value starts with this, followed by the provider's token. */
export const DOMAIN_VERIFICATION_PREFIX = "vocable-domain-verification=";

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain as typed by an admin, lower-cased and without a trailing dot. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Why a domain cannot be bound to an identity provider, or null when it can: it must be a DNS
 * name of at least two labels (letters, digits, hyphens; no IP address, no wildcard, no port), at
 * most 253 characters.
 */
export function ssoDomainRefusal(domain: string): string | null {
  const d = normalizeDomain(domain);
  if (d === "") return "Enter the e-mail domain of your company, e.g. example.com.";
  if (d.length > 253) return "A domain has at most 253 characters.";
  const labels = d.split(".");
  if (labels.length < 2) return "Enter a full domain with a dot, e.g. example.com.";
  if (!labels.every((l) => LABEL.test(l))) return "A domain is made of letters, digits and hyphens between dots, e.g. example.com.";
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return "Enter a domain name, not an IP address.";
  return null;
}

/** The domain of an e-mail address, lower-cased; null without one. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return normalizeDomain(email.slice(at + 1));
}

/** Whether an address belongs to the provider's domain (exactly: a subdomain is another domain). */
export function emailInDomain(email: string, domain: string): boolean {
  return emailDomain(email) === normalizeDomain(domain);
}

/** The TXT record an admin publishes to prove they own `domain`. */
export function domainVerificationRecord(domain: string, token: string): { type: "TXT"; name: string; value: string } {
  return { type: "TXT", name: `${DOMAIN_VERIFICATION_LABEL}.${normalizeDomain(domain)}`, value: `${DOMAIN_VERIFICATION_PREFIX}${token}` };
}

/**
 * Whether any of the TXT records found (each a list of character-strings, as DNS returns them: a
 * long value is split into 255-byte chunks) is exactly the expected value, ignoring surrounding
 * spaces and quotes some DNS panels add.
 */
export function txtRecordsProve(records: readonly (readonly string[])[], expectedValue: string): boolean {
  return records.some((chunks) => chunks.join("").trim().replace(/^"|"$/g, "") === expectedValue);
}
