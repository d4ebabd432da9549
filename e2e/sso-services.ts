import { expect } from "@playwright/test";
import { OIDC_PORT } from "./ports";

/** The test OpenID Connect provider (apps/server/src/testing/test-sso-cli.ts, started by playwright.config.ts). */
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = "vocable-e2e";
export const OIDC_CLIENT_SECRET = "vocable-e2e-secret";

/** The SSO journey's admin, an instance operator too (ADMIN_EMAILS) so their workspace can get seats. */
export const SSO_ADMIN_EMAIL = "sso-admin@e2e.vocable.test";

/** Publishes a TXT record in the company's DNS, as its DNS panel would. */
export async function publishTxtRecord(name: string, value: string): Promise<void> {
  const res = await fetch(`${OIDC_ISSUER}/test-dns/txt`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name, values: [value] }) });
  expect(res.status).toBe(200);
}
