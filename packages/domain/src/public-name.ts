/**
 * Public user names (spec §7 POST /v1/user/generate-name and update-public-user-name): the name
 * shown beside shared items. The spec gives the input no validation; Vocable still keeps it to one
 * line and {@link PUBLIC_NAME_MAX_LENGTH} characters.
 */

export const PUBLIC_NAME_MAX_LENGTH = 50;

/** Adjectives of suggested names: short, friendly, nothing that could read as an insult. */
export const PUBLIC_NAME_ADJECTIVES = [
  "amber", "bold", "brave", "bright", "calm", "clever", "cosmic", "crisp", "curious", "daring",
  "eager", "electric", "fearless", "gentle", "golden", "happy", "humble", "jolly", "keen", "kind",
  "lively", "lucky", "mellow", "merry", "mighty", "nimble", "noble", "plucky", "proud", "quick",
  "quiet", "radiant", "rapid", "serene", "silver", "sonic", "spry", "steady", "sunny", "swift",
  "tidy", "vivid", "warm", "witty", "zesty",
] as const;

/** Nouns of suggested names: sounds, instruments and animals, fitting a voice platform. */
export const PUBLIC_NAME_NOUNS = [
  "anthem", "ballad", "banjo", "bassoon", "beat", "cello", "chime", "chorus", "cadence", "drum",
  "echo", "falcon", "flute", "fox", "harmony", "harp", "heron", "lark", "lute", "lyric",
  "melody", "nightingale", "oboe", "otter", "owl", "piano", "raven", "rhythm", "robin", "sonnet",
  "sparrow", "tempo", "thrush", "timbre", "tuba", "verse", "viola", "voice", "wren", "whistle",
] as const;

/** The largest number a suggested name ends with (four digits keep collisions rare). */
export const PUBLIC_NAME_NUMBER_LIMIT = 10_000;

/**
 * A suggested name `adjective-noun-number` from three random integers (any size: each is taken
 * modulo its range), so the caller supplies the randomness and this stays pure.
 */
export function composePublicName(adjective: number, noun: number, number: number): string {
  const pick = <T>(list: readonly T[], n: number) => list[((Math.trunc(n) % list.length) + list.length) % list.length];
  const suffix = ((Math.trunc(number) % PUBLIC_NAME_NUMBER_LIMIT) + PUBLIC_NAME_NUMBER_LIMIT) % PUBLIC_NAME_NUMBER_LIMIT;
  return `${pick(PUBLIC_NAME_ADJECTIVES, adjective)}-${pick(PUBLIC_NAME_NOUNS, noun)}-${suffix}`;
}
