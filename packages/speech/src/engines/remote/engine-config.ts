/**
 * The operator's remote engines (`ENGINES` JSON or the `ENGINES_FILE` it names): a list of
 * entries, snake_case as written, checked here once at start so a typo fails the boot with a
 * message naming the entry and the field instead of failing requests later.
 */

/** The wire protocols Vocable speaks to remote engines. */
export const REMOTE_ENGINE_KINDS = ["openai-speech", "openai-transcription", "elevenlabs", "chatterbox", "rvc", "hf-text-to-audio", "openai-chat", "libretranslate"] as const;
export type RemoteEngineKind = (typeof REMOTE_ENGINE_KINDS)[number];

/** One remote engine, checked and with defaults applied. */
export interface RemoteEngineConfig {
  /** Lowercase `[a-z0-9-]`, unique, not an embedded engine's id. */
  id: string;
  kind: RemoteEngineKind;
  name?: string;
  /**
   * http(s) URL without credentials, query or trailing slash; the client adds `/v1/...` (rvc:
   * `/models`, `/convert`; hf-text-to-audio: nothing, or `/models/{model}` when a model is set;
   * libretranslate: `/translate`, `/languages`).
   */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  maxConcurrency: number;
  maxQueue: number;
  retries: number;
  /** ISO 639-1 codes it speaks, recognises or translates between; the first is assumed for voices that do not say theirs. */
  languages: string[];
  /**
   * The model name sent upstream (`kokoro`, `tts-1`, `whisper-1`, `eleven_multilingual_v2`; hf-text-to-audio: a Hub model
   * id for the serverless API's path; openai-chat, where it is required: the chat model, as its `GET /v1/models` lists it).
   */
  model?: string;
  /** openai-speech only: its voice names, for servers without a voice listing. */
  voices?: string[];
}

/** Ids of the engines Vocable registers itself. */
const RESERVED_IDS = new Set(["flite", "espeak-ng", "pocketsphinx", "rnnoise", "silero-vad"]);

/** The languages of Whisper with an ISO 639-1 code (what OpenAI-compatible transcription servers run), English first. */
export const WHISPER_LANGUAGES = [
  "en", "af", "am", "ar", "as", "az", "ba", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "cy", "da", "de", "el", "es",
  "et", "eu", "fa", "fi", "fo", "fr", "gl", "gu", "ha", "he", "hi", "hr", "ht", "hu", "hy", "id", "is", "it", "ja", "ka",
  "kk", "km", "kn", "ko", "la", "lb", "ln", "lo", "lt", "lv", "mg", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my", "ne",
  "nl", "nn", "no", "oc", "pa", "pl", "ps", "pt", "ro", "ru", "sa", "sd", "si", "sk", "sl", "sn", "so", "sq", "sr", "su",
  "sv", "sw", "ta", "te", "tg", "th", "tk", "tl", "tr", "tt", "uk", "ur", "uz", "vi", "yi", "yo", "zh",
];

/** The languages of ElevenLabs' eleven_multilingual_v2 with an ISO 639-1 code, English first. */
export const ELEVENLABS_LANGUAGES = [
  "en", "ar", "bg", "cs", "da", "de", "el", "es", "fi", "fr", "hi", "hr", "id", "it", "ja", "ko", "ms", "nl", "pl", "pt",
  "ro", "ru", "sk", "sv", "ta", "tr", "uk", "zh",
];

/**
 * The languages LibreTranslate's public instance offers (Argos Translate models) with an ISO 639-1
 * code, English first: a server has those whose models it installed (its `GET /languages`).
 */
export const LIBRETRANSLATE_LANGUAGES = [
  "en", "ar", "az", "cs", "da", "de", "el", "es", "fi", "fr", "hi", "hu", "id", "it", "ja", "ko", "nl", "pl", "pt", "ru",
  "sk", "sv", "tr", "uk", "zh",
];

/**
 * Per kind: default languages and model. chatterbox-tts-api reads an uploaded reference as
 * English (its upload endpoints take no language), hence English unless the operator says more.
 * openai-chat has no default model (the operator names the one the server runs); its languages
 * default to ElevenLabs' multilingual set, the major languages a mid-sized instruction model
 * translates passably and dubbing re-voices into (operators widen it for a model they trust).
 * libretranslate defaults to the public instance's set; a server lacking a pair refuses it by name.
 */
const KIND_DEFAULTS: Record<RemoteEngineKind, { languages: readonly string[]; model?: string }> = {
  "openai-speech": { languages: ["en"], model: "tts-1" },
  "openai-transcription": { languages: WHISPER_LANGUAGES, model: "whisper-1" },
  elevenlabs: { languages: ELEVENLABS_LANGUAGES, model: "eleven_multilingual_v2" },
  chatterbox: { languages: ["en"] },
  // RVC converts any language's speech; its models carry none, so they are listed in the first.
  rvc: { languages: ["en"] },
  "hf-text-to-audio": { languages: ["en"] },
  "openai-chat": { languages: ELEVENLABS_LANGUAGES },
  libretranslate: { languages: LIBRETRANSLATE_LANGUAGES },
};

const FIELDS = new Set(["id", "kind", "name", "base_url", "api_key", "timeout_ms", "max_concurrency", "max_queue", "retries", "languages", "model", "voices"]);

type Entry = Record<string, unknown>;

/** Checks one entry's fields, throwing with `where` (the entry) and the field in the message. */
class EntryReader {
  constructor(
    private readonly entry: Entry,
    readonly where: string,
  ) {}

  fail(field: string, message: string): never {
    throw new Error(`${this.where}: ${field} ${message}`);
  }

  string(field: string, opts: { required: true; max?: number }): string;
  string(field: string, opts?: { required?: false; max?: number }): string | undefined;
  string(field: string, opts: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.entry[field];
    if (value === undefined || value === null) {
      if (opts.required) this.fail(field, "is required");
      return undefined;
    }
    if (typeof value !== "string" || value.trim() === "") this.fail(field, "must be a non-empty string");
    if (opts.max && value.length > opts.max) this.fail(field, `must be at most ${opts.max} characters`);
    return value;
  }

  integer(field: string, min: number, max: number, fallback: number): number {
    const value = this.entry[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      this.fail(field, `must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
    return value;
  }

  list(field: string, check: (item: string) => boolean, what: string): string[] | undefined {
    const value = this.entry[field];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.length === 0) this.fail(field, `must be a non-empty list of ${what}`);
    for (const item of value) {
      if (typeof item !== "string" || !check(item)) this.fail(field, `must be a list of ${what}, got ${JSON.stringify(item)}`);
    }
    const items = value as string[];
    const twice = items.find((item, i) => items.indexOf(item) !== i);
    if (twice !== undefined) this.fail(field, `lists ${JSON.stringify(twice)} twice`);
    return items;
  }
}

function parseBaseUrl(reader: EntryReader): string {
  const raw = reader.string("base_url", { required: true, max: 2000 });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return reader.fail("base_url", `must be an http or https URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") reader.fail("base_url", `must be an http or https URL, got ${JSON.stringify(raw)}`);
  if (url.username || url.password) reader.fail("base_url", "must not hold credentials: put the key in api_key");
  if (url.search || url.hash) reader.fail("base_url", "must not have a query or fragment");
  const base = url.href.replace(/\/+$/, "");
  // OpenAI SDKs take ".../v1" as the base URL; we add /v1 ourselves, so such a base would double it.
  if (/\/v1$/.test(url.pathname.replace(/\/+$/, ""))) reader.fail("base_url", `must not end with /v1 (Vocable adds it): use ${JSON.stringify(base.replace(/\/v1$/, ""))}`);
  return base;
}

function parseEntry(value: unknown, index: number, seen: Set<string>): RemoteEngineConfig {
  const label = `ENGINES[${index}]`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${label}: must be an object`);
  const entry = value as Entry;
  const idValue = entry.id;
  const where = typeof idValue === "string" ? `${label} (id ${JSON.stringify(idValue)})` : label;
  const reader = new EntryReader(entry, where);
  for (const field of Object.keys(entry)) if (!FIELDS.has(field)) reader.fail(field, `is not a known field (known: ${[...FIELDS].join(", ")})`);

  const id = reader.string("id", { required: true, max: 64 });
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) reader.fail("id", `must be lowercase letters, digits and dashes, got ${JSON.stringify(id)}`);
  if (RESERVED_IDS.has(id)) reader.fail("id", `${JSON.stringify(id)} is a built-in engine's id`);
  if (seen.has(id)) reader.fail("id", `${JSON.stringify(id)} is used by an earlier entry`);
  seen.add(id);

  const kind = reader.string("kind", { required: true }) as RemoteEngineKind;
  if (!REMOTE_ENGINE_KINDS.includes(kind)) reader.fail("kind", `must be one of ${REMOTE_ENGINE_KINDS.join(", ")}, got ${JSON.stringify(kind)}`);
  const defaults = KIND_DEFAULTS[kind];

  const voices = reader.list("voices", (v) => v.trim() !== "" && v.length <= 200, "voice names");
  if (voices && kind !== "openai-speech") reader.fail("voices", "is only for kind openai-speech");

  return {
    id,
    kind,
    name: reader.string("name", { max: 100 }),
    baseUrl: parseBaseUrl(reader),
    apiKey: reader.string("api_key", { max: 4096 }),
    timeoutMs: reader.integer("timeout_ms", 100, 600_000, 30_000),
    maxConcurrency: reader.integer("max_concurrency", 1, 256, 4),
    maxQueue: reader.integer("max_queue", 0, 10_000, 16),
    retries: reader.integer("retries", 0, 10, 2),
    languages: reader.list("languages", (l) => /^[a-z]{2}$/.test(l), "ISO 639-1 codes (two lowercase letters)") ?? [...defaults.languages],
    model: reader.string("model", { max: 200 }) ?? (kind === "openai-chat" ? reader.fail("model", "is required for kind openai-chat (the chat model, as its GET /v1/models lists it)") : defaults.model),
    ...(voices ? { voices } : {}),
  };
}

/**
 * Checks the remote engines configuration: a JSON array of entries (or its text) as described on
 * {@link RemoteEngineConfig}, snake_case. Throws an Error naming the entry and the field for
 * anything wrong (the API key's value is never repeated); applies defaults (timeout_ms 30000,
 * max_concurrency 4, max_queue 16, retries 2, languages and model per kind).
 */
export function parseEnginesConfig(json: unknown): RemoteEngineConfig[] {
  let value = json;
  if (typeof json === "string") {
    try {
      value = JSON.parse(json);
    } catch (err) {
      throw new Error(`ENGINES is not valid JSON: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }
  if (!Array.isArray(value)) throw new Error("ENGINES must be a JSON array of engine entries");
  const seen = new Set<string>();
  return value.map((entry, index) => parseEntry(entry, index, seen));
}
