import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { sealedText } from "../sealed-text";
import { user } from "./auth";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/**
 * A workspace's OpenID Connect identity provider: Better Auth's SSO plugin reads this table (its
 * `ssoProvider` model; its `organizationId` field is mapped to `workspace_id`). Rows are written by
 * Vocable's own use cases (features/accounts/sso), never by the plugin's registration endpoint, which is not
 * served. `oidc_config` is the plugin's JSON (issuer, client id, the client secret sealed by
 * features/accounts/sso/client-secret.ts, the endpoints discovered at registration, PKCE).
 */
export const ssoProvider = pgTable(
  "sso_provider",
  {
    id: text("id").primaryKey(),
    /** The provider's id in sign-in requests and in linked accounts (`account.provider_id`). */
    providerId: text("provider_id").notNull().unique(),
    issuer: text("issuer").notNull(),
    /** Sealed (db/sealed-text.ts): it holds the client secret. */
    oidcConfig: sealedText("oidc_config"),
    /** SAML is not offered; the column is the plugin's. */
    samlConfig: text("saml_config"),
    /** The admin who registered it. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    workspaceId: workspaceIdColumn(),
    /** The e-mail domain whose people sign in through this provider (lower case). */
    domain: text("domain").notNull(),
    /** True once the domain's DNS TXT record proved ownership: sign-in is refused before. */
    domainVerified: boolean("domain_verified").notNull().default(false),
    /** The value the TXT record must carry (published in DNS, so not a secret); the use case sets it, the default satisfies Better Auth's schema check. */
    domainVerificationToken: text("domain_verification_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    domainVerifiedAt: timestamp("domain_verified_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The workspace's providers, oldest first (GET /v1/workspace/identity-providers).
    index("sso_provider_workspace_idx").on(t.workspaceId, t.createdAt, t.id),
    // A domain is bound to one provider on the whole instance once verified; find-sso-provider looks it up.
    uniqueIndex("sso_provider_verified_domain_idx").on(t.domain).where(sql`${t.domainVerified}`),
    // The plugin looks a provider up by domain too (and may then find an unverified one, which it refuses).
    index("sso_provider_domain_idx").on(t.domain),
  ],
);
