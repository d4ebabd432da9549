import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

const HOUR = 3_600_000;

/**
 * A year of hourly usage in a workspace, ending at `nowHour` (a whole hour, ms): several members,
 * keys and voices, 35,040 rows written by one bulk statement. The usage plan test and the usage
 * bench fill their workspaces with it.
 */
export async function seedYearOfUsage(db: Db, who: { workspaceId: string; userId: string }, nowHour: number): Promise<void> {
  if (nowHour % HOUR !== 0) throw new Error(`seedYearOfUsage: ${nowHour} is not a whole hour`);
  await db.execute(sql`
    insert into character_usage_hourly (workspace_id, hour, user_id, api_key_id, voice_id, model_id, source, characters, requests)
    select ${who.workspaceId}, to_timestamp(${nowHour / 1000}::float8 - h * 3600), 'user-' || (h % 4), 'key-' || (h % 3), 'voice-' || (h % 5), 'model', 'TTS', 10 + h % 7, 1
    from generate_series(0, 8759) as h
    union all
    select ${who.workspaceId}, to_timestamp(${nowHour / 1000}::float8 - h * 3600), ${who.userId}, '', 'voice-0', 'model', 'TTS', 5, 1
    from generate_series(0, 8759) as h
    union all
    select ${who.workspaceId}, to_timestamp(${nowHour / 1000}::float8 - h * 3600), 'user-9', '', 'voice-1', 'model', 'TTS', 5, 1
    from generate_series(0, 8759) as h
    union all
    select ${who.workspaceId}, to_timestamp(${nowHour / 1000}::float8 - h * 3600), 'user-8', 'key-1', 'voice-2', 'model', 'TTS', 5, 1
    from generate_series(0, 8759) as h`);
}
