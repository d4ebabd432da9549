import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

/**
 * Words of the generated texts. Picks are skewed towards the start of the list (a cubed uniform
 * number), so the first words are common (in most items) and the last ones rare, as in real text.
 */
const WORDS = (
  "the voice of weather today river morning story light music people city water every night under " +
  "garden window across quiet family winter summer market station letter forest mountain kitchen bridge " +
  "teacher travel island evening doctor village history coffee animal engine ocean silver yellow orange " +
  "planet signal harbour valley pocket candle mirror ladder basket blanket button carpet cellar chimney " +
  "compass cottage cradle diamond dolphin feather fountain galaxy glacier hammer helmet jacket jungle " +
  "kettle lantern lemon magnet meadow needle orchard paddle parrot pepper pillow puzzle rabbit rocket " +
  "saddle scarf shadow shovel sparrow spider statue sunset tablet temple thunder ticket tiger tunnel " +
  "umbrella velvet violin walnut whistle wizard zebra anchor barrel beacon biscuit blossom bramble " +
  "breeze cactus canyon caramel cathedral cedar chestnut cobweb comet coral crystal cypress dagger " +
  "delta dune ember falcon fennel fjord flint fossil geyser goblet granite gravel hazel heron hollow " +
  "iceberg indigo ivory jasmine juniper kestrel lagoon lavender lichen lotus marble marigold meteor " +
  "mistral nectar nebula nutmeg obsidian onyx opal osprey pebble pelican pewter pine plume quartz " +
  "quill raven reef saffron sapphire sequoia sorrel spruce tamarind thistle topaz tundra vapour willow"
)
  .split(" ")
  .filter(Boolean);

/** A word in 20 items whatever the size (one in 50,000 of a million): a search that finds few. */
export const RARE_WORD = "zanzibar";
/** The most frequent word of the generated texts (in most items). */
export const COMMON_WORD = WORDS[1];

export const SEED_VOICES = [
  ["21m00Tcm4TlvDq8ikWAM", "Rachel"],
  ["29vD33N1CtxCmqQRPOHJ", "Drew"],
  ["2EiwWnXFnvU5JabPnv8n", "Clyde"],
  ["5Q0t7uMcjvnagumLfvZi", "Paul"],
  ["AZnzlk1XvdvUeBnXmlld", "Domi"],
  ["CYw3kZ02Hs0563khs1Fj", "Dave"],
] as const;

/** Requested model id -> the Vocable model that served it. */
export const SEED_MODELS = [
  ["eleven_multilingual_v2", "vocable_multilingual_v1"],
  ["eleven_flash_v2_5", "vocable_flash_v1"],
  ["vocable_multilingual_v1", "vocable_multilingual_v1"],
  ["vocable_flash_v1", "vocable_flash_v1"],
] as const;

const literalArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

/**
 * Bulk-inserts `count` history items into a workspace with one INSERT ... SELECT over
 * generate_series (no API calls, no round trip per row): texts of 3 to 40 words from the skewed
 * word list, six voices, four requested models, 1% STS, created over the year before `end`,
 * oldest first, and RARE_WORD in 20 of them. Ids are `<idPrefix><8-digit number>`. Run ANALYZE afterwards.
 */
export async function seedHistory(
  db: Db,
  opts: { workspaceId: string; userId: string; count: number; idPrefix: string; end?: Date },
): Promise<void> {
  const end = opts.end ?? new Date();
  const words = literalArray(WORDS);
  const voiceIds = literalArray(SEED_VOICES.map((v) => v[0]));
  const voiceNames = literalArray(SEED_VOICES.map((v) => v[1]));
  const requested = literalArray(SEED_MODELS.map((m) => m[0]));
  const served = literalArray(SEED_MODELS.map((m) => m[1]));
  const rareEvery = Math.max(1, Math.floor(opts.count / 20));
  const settings = JSON.stringify({ stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 });
  await db.execute(sql`
    insert into history_item (id, workspace_id, user_id, request_id, voice_id, voice_name, voice_category, model_id,
      requested_model_id, text, settings, source, output_format, content_type, storage_key,
      character_count_change_from, character_count_change_to, created_at)
    select ${opts.idPrefix} || lpad(i::text, 8, '0'), ${opts.workspaceId}, ${opts.userId}, 'req-' || i,
      (${voiceIds})[1 + i % 6], (${voiceNames})[1 + i % 6], 'premade', (${served})[1 + (i / 7) % 4],
      (${requested})[1 + (i / 7) % 4], t.text, ${settings}::jsonb, case when i % 100 = 42 then 'STS' else 'TTS' end,
      'mp3_44100_128', 'audio/mpeg', 'history/' || ${opts.workspaceId} || '/' || i || '.mp3',
      i * 10, i * 10 + length(t.text),
      ${end.toISOString()}::timestamptz - interval '365 days' * (1 - i::float8 / ${opts.count}) - interval '1 microsecond' * (i % 997)
    from generate_series(1, ${opts.count}::int) as i
    cross join lateral (
      select initcap(array_to_string(array(
        select (${words})[1 + floor(power(random(), 3) * ${WORDS.length})::int]
        from generate_series(1, 3 + ((i::bigint * 7919) % 38)::int) as w
      ), ' ')) || case when i % ${rareEvery}::int = 0 then ${" " + RARE_WORD} else '' end || '.' as text
    ) as t
  `);
}
