import type { CreateIdentityProviderRequest } from "@vocable/contract";
import { ssoDomainRefusal } from "@vocable/domain";

export type IdentityProviderFormValues = CreateIdentityProviderRequest;
export type IdentityProviderFormErrors = Partial<Record<keyof IdentityProviderFormValues, string>>;

/** The problem with an issuer URL as typed (the contract's rule, said before the server says it), or null. */
export function issuerProblem(value: string): string | null {
  const issuer = value.trim();
  if (issuer === "") return "Enter the issuer URL of your identity provider.";
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return "Enter a full URL, e.g. https://login.example.com/realms/staff.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The issuer URL starts with https://.";
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    return "The issuer is the provider's https:// URL without a user name, query or fragment.";
  }
  return null;
}

/** Inline checks of the "Add identity provider" form; the server checks again (and reaches the issuer). */
export function validateIdentityProviderForm(values: IdentityProviderFormValues): IdentityProviderFormErrors {
  const errors: IdentityProviderFormErrors = {};
  const issuer = issuerProblem(values.issuer);
  if (issuer) errors.issuer = issuer;
  if (values.client_id.trim() === "") errors.client_id = "Enter the client ID.";
  if (values.client_secret === "") errors.client_secret = "Enter the client secret.";
  const domain = ssoDomainRefusal(values.domain);
  if (domain) errors.domain = domain;
  return errors;
}
