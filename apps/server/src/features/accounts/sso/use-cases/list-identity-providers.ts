import type { IdentityProviderList } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { notFound } from "#platform/errors";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { requireSsoAdmin } from "../policy";
import { presentAutoProvisioning, presentProvider, ssoRedirectUri } from "../presenter";
import { listProviders } from "../repo";

/** GET /v1/workspace/identity-providers: the admins' view of the workspace's single sign-on. */
export async function listIdentityProviders(deps: Pick<AppDeps, "db" | "config">, principal: Principal): Promise<IdentityProviderList> {
  requireSsoAdmin(principal);
  const ws = await getWorkspace(deps.db, principal.workspaceId);
  if (!ws) throw notFound("workspace_not_found", "This workspace no longer exists.");
  const rows = await listProviders(deps.db, principal.workspaceId);
  return {
    identity_providers: rows.map(presentProvider),
    user_auto_provisioning: presentAutoProvisioning(ws),
    redirect_uri: ssoRedirectUri(deps.config.publicUrl),
  };
}
