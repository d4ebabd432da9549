import { VoiceSettings } from "@vocable/contract";
import { AppError, ValidationError } from "#platform/errors";
import type { UploadForm } from "#platform/uploads/read-upload-form";

/** The form fields of POST /v1/speech-to-speech/{voice_id}, checked (the file is checked apart). */
export interface ConversionOptions {
  modelId: string | undefined;
  voiceSettings: VoiceSettings | null;
  seed: number | undefined;
  removeBackgroundNoise: boolean;
  rawPcm16k: boolean;
}

const field = (name: string, msg: string, type = "value_error") => new ValidationError([{ loc: ["body", name], msg, type }]);

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "") return false;
  if (value === "true") return true;
  if (value === "false") return false;
  throw field(name, `${name} must be true or false.`, "bool_parsing");
}

function parseSeed(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const seed = Number(value);
  if (!/^\d{1,10}$/.test(value) || seed > 4_294_967_295) throw field("seed", "seed must be an integer between 0 and 4294967295.", "int_parsing");
  return seed;
}

/** `voice_settings` as the SDK sends it: a JSON-encoded object. */
function parseVoiceSettings(value: string | undefined): VoiceSettings | null {
  if (value === undefined || value === "" || value === "null") return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw field("voice_settings", 'voice_settings must be a JSON-encoded object, such as {"stability": 0.5, "similarity_boost": 0.75}.', "json_invalid");
  }
  const parsed = VoiceSettings.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ValidationError([{ loc: ["body", "voice_settings", ...issue.path.map(String)], msg: issue.message, type: issue.code }]);
  }
  return parsed.data;
}

/**
 * Checks the text fields of a speech-to-speech form. Every field the SDK sends is read; a field
 * it does not know is refused by name rather than ignored.
 */
export function readConversionForm(form: UploadForm): ConversionOptions {
  const known = new Set(["model_id", "voice_settings", "seed", "remove_background_noise", "file_format"]);
  const unknown = Object.keys(form.fields).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new AppError("invalid_request", 400, `Unknown form field ${unknown.map((n) => `"${n}"`).join(", ")}: speech to speech takes audio, model_id, voice_settings, seed, remove_background_noise and file_format.`);
  const fileFormat = form.fields.file_format || "other";
  if (fileFormat !== "other" && fileFormat !== "pcm_s16le_16") throw field("file_format", "file_format must be pcm_s16le_16 or other.", "enum");
  return {
    modelId: form.fields.model_id || undefined,
    voiceSettings: parseVoiceSettings(form.fields.voice_settings),
    seed: parseSeed(form.fields.seed),
    removeBackgroundNoise: parseBoolean("remove_background_noise", form.fields.remove_background_noise),
    rawPcm16k: fileFormat === "pcm_s16le_16",
  };
}
