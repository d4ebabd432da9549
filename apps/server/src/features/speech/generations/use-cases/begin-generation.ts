import { isTierId, isUnlimited, tierLimits } from "@vocable/domain";
import type { Db } from "#db/client";
import type { PendingHistoryItem } from "#db/schema/index";
import { AppError } from "#platform/errors";
import { chargeApiKey } from "#features/developers/api-keys/repo";
import { withMonthlyReset, type WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { chargeInTransaction, type Charge } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { countRunningGenerations, insertGeneration } from "../repo";

export interface BeginGeneration {
  id: string;
  workspaceId: string;
  userId: string;
  /** The API key that asked, if one did: its own character limit applies too. */
  apiKeyId?: string;
  cost: number;
  /** Seconds charged to the speech-to-text allowance too (forced alignment); default none. */
  audioSeconds?: number;
  /** Seconds charged to the sound-effect allowance (sound generation); default none. */
  soundEffectSeconds?: number;
  /** What the work is: "TTS" (default), "STS", "SFX", "audio_isolation", "forced_alignment". */
  source?: string;
  /** The voice and model asked for: usage statistics count by them (features/billing/usage). */
  voiceId?: string;
  modelId?: string;
  instanceId: string;
  /** A generation not renewed for this long belongs to a dead process and no longer counts. */
  leaseMs: number;
  /** Builds the history item to keep from the charge (null: keep none). */
  item: (charge: Charge) => PendingHistoryItem | null;
}

/** Concurrent generations the workspace's tier allows (spec §9), or null when unlimited. */
export function concurrencyLimit(tier: string): number | null {
  const limit = isTierId(tier) ? tierLimits(tier).concurrency : tierLimits("free").concurrency;
  return isUnlimited(limit) ? null : limit;
}

/**
 * Admits and charges a generation in one transaction: under the workspace row lock it checks the
 * tier's concurrency (generations of every instance sharing the database count), charges the
 * quota (and the key's own limit) and writes the generation as `started`. Two requests at any
 * of these edges cannot both pass.
 */
export async function beginGeneration(db: Db, input: BeginGeneration): Promise<Charge> {
  return db.transaction(async (tx) => {
    const charge = await chargeInTransaction(tx, input.workspaceId, input.cost, (workspace) => admit(tx, workspace, input), {
      audioSeconds: input.audioSeconds,
      soundEffectSeconds: input.soundEffectSeconds,
    });
    await insertGeneration(tx, {
      id: input.id,
      workspaceId: input.workspaceId,
      userId: input.userId,
      apiKeyId: input.apiKeyId ?? null,
      characters: input.cost,
      source: input.source ?? "TTS",
      audioSeconds: input.audioSeconds ?? 0,
      soundEffectSeconds: input.soundEffectSeconds ?? 0,
      voiceId: input.voiceId ?? null,
      modelId: input.modelId ?? null,
      instanceId: input.instanceId,
      item: input.item(charge),
    });
    return charge;
  });
}

/** Under the workspace row lock: the API key's own limit, then the tier's concurrency. */
async function admit(tx: Db, workspace: WorkspaceRow, input: BeginGeneration): Promise<void> {
  if (input.apiKeyId && input.cost > 0) {
    const periodEnd = withMonthlyReset(workspace, new Date()).row.nextCharacterCountResetAt;
    const key = await chargeApiKey(tx, input.apiKeyId, input.cost, periodEnd);
    if (!key.ok) {
      throw new AppError(
        "api_key_character_limit_exceeded",
        401,
        `This request exceeds the API key's limit of ${key.limit} characters a month. It has ${Math.max(0, key.limit - key.used)} characters left, while ${input.cost} characters are required for this request.`,
      );
    }
  }
  const limit = concurrencyLimit(workspace.tier);
  if (limit === null) return;
  const running = await countRunningGenerations(tx, input.workspaceId, new Date(Date.now() - input.leaseMs));
  if (running >= limit) {
    throw new AppError(
      "too_many_concurrent_requests",
      429,
      `Too many concurrent requests: your plan allows ${limit} generations at once (text to speech and audio work together) and ${running} are running. Wait for one to finish, then try again.`,
    );
  }
}
