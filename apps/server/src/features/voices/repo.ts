import { and, eq } from "drizzle-orm";
import type { ResolvedVoiceSettings } from "@vocable/contract";
import type { Db } from "../../db/client";
import { voiceSettings } from "../../db/schema";
import { DEFAULT_VOICE_SETTINGS } from "./default-settings";

/** The workspace's settings for a voice, or the defaults when it never edited them. */
export async function getVoiceSettings(db: Db, workspaceId: string, voiceId: string): Promise<ResolvedVoiceSettings> {
  const rows = await db
    .select({ settings: voiceSettings.settings })
    .from(voiceSettings)
    .where(and(eq(voiceSettings.workspaceId, workspaceId), eq(voiceSettings.voiceId, voiceId)))
    .limit(1);
  return rows[0]?.settings ?? DEFAULT_VOICE_SETTINGS;
}

/** All of a workspace's edited voice settings, keyed by voice id. */
export async function listVoiceSettings(db: Db, workspaceId: string): Promise<Map<string, ResolvedVoiceSettings>> {
  const rows = await db.select().from(voiceSettings).where(eq(voiceSettings.workspaceId, workspaceId));
  return new Map(rows.map((r) => [r.voiceId, r.settings]));
}

export async function saveVoiceSettings(db: Db, workspaceId: string, voiceId: string, settings: ResolvedVoiceSettings) {
  await db
    .insert(voiceSettings)
    .values({ workspaceId, voiceId, settings })
    .onConflictDoUpdate({ target: [voiceSettings.workspaceId, voiceSettings.voiceId], set: { settings, updatedAt: new Date() } });
}
