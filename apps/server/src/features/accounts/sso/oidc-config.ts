import type { SsoProviderRow } from "./repo";

/** The callback every provider redirects to (the plugin's shared `redirectURI`, under the auth base path). */
export const SSO_CALLBACK_PATH = "/sso/callback";

/** The SSO plugin's OIDC configuration as stored in `sso_provider.oidc_config` (sealed at rest). */
export interface StoredOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  pkce: boolean;
  discoveryEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint?: string;
  tokenEndpointAuthentication?: "client_secret_post" | "client_secret_basic";
  scopes: string[];
}

/** The row's configuration (the column opens itself on read). */
export function readOidcConfig(row: Pick<SsoProviderRow, "oidcConfig">): StoredOidcConfig {
  return JSON.parse(row.oidcConfig ?? "{}") as StoredOidcConfig;
}
