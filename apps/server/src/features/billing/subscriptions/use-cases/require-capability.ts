import { capabilityRefusal, hasCapability, outputFormatCapability, type Capability } from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { getWorkspace } from "#features/workspaces/workspaces/repo";

/** The workspace's tier (free when the row is missing: a caller without a workspace has nothing more). */
async function workspaceTier(db: Db, workspaceId: string): Promise<string> {
  return (await getWorkspace(db, workspaceId))?.tier ?? "free";
}

/** Refuses with the 403 of the capability table (domain billing/plan-capabilities.ts) when `tier` lacks `capability`. */
export function requireTierCapability(tier: string, capability: Capability, what?: string): void {
  if (hasCapability(tier, capability)) return;
  const refusal = capabilityRefusal(capability, tier, what);
  throw new AppError(refusal.status, 403, refusal.message);
}

/**
 * The plan check of a feature (instant or professional cloning, voice design): a 403 in the
 * ElevenLabs error shape (`can_not_use_instant_voice_cloning`, …) naming the first plan that has
 * it, when the workspace's plan does not include it. Checked before any work or upload is read.
 */
export async function requireCapability(db: Db, workspaceId: string, capability: Capability): Promise<void> {
  requireTierCapability(await workspaceTier(db, workspaceId), capability);
}

/**
 * The plan check of an `output_format`: 192 kbps from Creator, 44.1 kHz PCM from Pro (spec §9);
 * a 403 `subscription_required` naming the first plan that has it. Formats every plan has pass
 * without reading the workspace.
 */
export async function requireOutputFormat(db: Db, workspaceId: string, formatId: string): Promise<void> {
  const needed = outputFormatCapability(formatId);
  if (needed === null) return;
  requireTierCapability(await workspaceTier(db, workspaceId), needed, `The output format ${formatId}`);
}
