import { resolveFeatureFlags, type FeatureFlags } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { findWorkspaceFeatureFlags } from "../repo";

/** GET /v1/feature-flags: the flags in force for a workspace (its own settings over the instance's FEATURE_FLAGS over the defaults). */
export async function readFeatureFlags(deps: Pick<AppDeps, "db" | "config">, workspaceId: string): Promise<FeatureFlags> {
  return resolveFeatureFlags(deps.config.featureFlags, await findWorkspaceFeatureFlags(deps.db, workspaceId));
}
