import { MAX_DUB_SPEAKERS, SingleLineText } from "@vocable/contract";
import { toIso6391 } from "@vocable/domain";
import { AppError, ValidationError } from "#platform/errors";
import type { DubOptions } from "#db/schema/index";

/** The create form's fields, checked (the media is checked apart). */
export interface DubRequest {
  name: string | null;
  sourceUrl: string | null;
  /** An ISO 639-1 code, or "auto". */
  sourceLanguage: string;
  targetLanguage: string;
  /** As asked; null: the plan decides (the Free plan's dubs carry one). */
  watermark: boolean | null;
  options: DubOptions;
}

const KNOWN = new Set([
  "name", "source_url", "source_lang", "target_lang", "target_accent", "num_speakers", "watermark", "start_time", "end_time", "highest_resolution",
  "drop_background_audio", "use_profanity_filter", "dubbing_studio", "disable_voice_cloning", "mode", "csv_fps",
]);

const invalid = (name: string, msg: string, type = "value_error") => new ValidationError([{ loc: ["body", name], msg, type }]);

function flag(fields: Record<string, string>, name: string): boolean | null {
  const value = fields[name];
  if (value === undefined || value === "") return null;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalid(name, `${name} must be true or false.`, "bool_parsing");
}

function seconds(fields: Record<string, string>, name: string): number | null {
  const value = fields[name];
  if (value === undefined || value === "") return null;
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) throw invalid(name, `${name} must be a number of seconds, 0 or more.`, "float_parsing");
  return n;
}

/** A one-line text field (no control character, NUL or lone surrogate), trimmed; null when empty. */
function oneLine(fields: Record<string, string>, name: string, max: number): string | null {
  const value = fields[name]?.trim();
  if (!value) return null;
  if (value.length > max || !SingleLineText.safeParse(value).success) throw invalid(name, `${name} must be one line of at most ${max} characters.`);
  return value;
}

function language(value: string | undefined, name: string, allowAuto: boolean): string | null {
  const code = value?.trim().toLowerCase();
  if (!code) return null;
  if (allowAuto && code === "auto") return "auto";
  const iso = toIso6391(code);
  if (!iso) throw invalid(name, `${name} ${JSON.stringify(code)} is not a language code: use ISO 639-1 (such as es) or 639-3 (such as spa)${allowAuto ? ", or auto" : ""}.`);
  return iso;
}

/** Refuses what this server does not do, by name, rather than ignoring it. */
function refuseUnsupported(fields: Record<string, string>, files: readonly string[]): void {
  const mode = fields.mode?.trim() || "automatic";
  if (mode !== "automatic" && mode !== "manual") throw invalid("mode", "mode must be automatic or manual.", "enum");
  const csvPart = files.find((f) => f !== "file") ?? (fields.csv_fps ? "csv_fps" : undefined);
  if (mode === "manual" || csvPart) {
    throw new AppError("invalid_request", 400, `Manual dubbing from a CSV transcript (${mode === "manual" ? "mode=manual" : csvPart}) is not available on this server: send the media with mode automatic.`);
  }
  if (flag(fields, "use_profanity_filter")) throw new AppError("invalid_request", 400, "use_profanity_filter is not available on this server: leave it out or send false.");
}

/**
 * Checks the text fields of POST /v1/dubbing. Every field the SDK sends is read; an unknown field,
 * and the options this server does not offer (CSV dubbing, the profanity filter), are refused by name.
 */
export function readDubForm(fields: Record<string, string>, files: readonly string[]): DubRequest {
  const unknown = Object.keys(fields).filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) throw new AppError("invalid_request", 400, `Unknown form field ${unknown.map((n) => `"${n}"`).join(", ")}.`);
  refuseUnsupported(fields, files);
  const target = language(fields.target_lang, "target_lang", false);
  if (!target) throw invalid("target_lang", "target_lang is required: the language to dub into.", "missing");
  const sourceUrl = fields.source_url?.trim() || null;
  if (sourceUrl && files.includes("file")) throw invalid("source_url", "Send the media as a file or as source_url, not both.");
  if (!sourceUrl && !files.includes("file")) throw invalid("file", "Send the media to dub as file, or its address as source_url.", "missing");
  const numSpeakers = fields.num_speakers?.trim() ? Number(fields.num_speakers) : 0;
  if (!Number.isInteger(numSpeakers) || numSpeakers < 0 || numSpeakers > MAX_DUB_SPEAKERS) throw invalid("num_speakers", `num_speakers must be an integer from 0 (find them) to ${MAX_DUB_SPEAKERS}.`, "int_parsing");
  const startTime = seconds(fields, "start_time");
  const endTime = seconds(fields, "end_time");
  if (startTime !== null && endTime !== null && endTime <= startTime) throw invalid("end_time", "end_time must be after start_time.");
  const name = oneLine(fields, "name", 200);
  const accent = oneLine(fields, "target_accent", 50);
  return {
    name,
    sourceUrl,
    sourceLanguage: language(fields.source_lang, "source_lang", true) ?? "auto",
    targetLanguage: target,
    watermark: flag(fields, "watermark"),
    options: {
      numSpeakers,
      startTime,
      endTime,
      dropBackgroundAudio: flag(fields, "drop_background_audio") ?? false,
      disableVoiceCloning: flag(fields, "disable_voice_cloning") ?? false,
      highestResolution: flag(fields, "highest_resolution") ?? false,
      useProfanityFilter: false,
      dubbingStudio: flag(fields, "dubbing_studio") ?? false,
      targetAccent: accent,
    },
  };
}
