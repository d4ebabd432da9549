import { ResourceId, SingleLineText } from "@vocable/contract";
import { AppError, ValidationError } from "#platform/errors";

/** Where a media file comes from: the upload, a URL, or one of the workspace's history items, transcripts or dubs. */
export type MediaSourceRequest =
  | { kind: "upload" }
  | { kind: "url"; url: string; name: string }
  | { kind: "history" | "transcript" | "dub"; id: string };

export interface MediaRequest {
  declaredLanguage: string;
  source: MediaSourceRequest;
}

export const MEDIA_FILE_FIELD = "media";
const KNOWN = new Set(["declared_language", "media_url", "media_url_filename", "media_url_content_type", "history_item_id", "transcript_id", "dubbing_id"]);
const ID_FIELDS = { history_item_id: "history", transcript_id: "transcript", dubbing_id: "dub" } as const;

const invalid = (name: string, msg: string, type = "value_error") => new ValidationError([{ loc: ["body", name], msg, type }]);

/** A file name as shown: one line, at most 255 characters; 422 at `field` otherwise. */
export function mediaName(value: string, field: string): string {
  const name = value.trim();
  if (name.length > 255 || !SingleLineText.safeParse(name).success) throw invalid(field, `${field} must be one line of at most 255 characters, without control characters.`);
  return name;
}

/**
 * Checks the text fields of media.register: declared_language, and exactly one source: the file
 * (`media`), media_url with its file name and an audio or video type, or (Vocable) the id of a
 * history item, a transcript or a dub. An unknown field is refused by name.
 */
export function readMediaForm(fields: Record<string, string>, hasFile: boolean): MediaRequest {
  const unknown = Object.keys(fields).filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) throw new AppError("invalid_request", 400, `Unknown form field ${unknown.map((n) => `"${n.slice(0, 64)}"`).join(", ")}.`);
  const declaredLanguage = fields.declared_language?.trim();
  if (!declaredLanguage) throw invalid("declared_language", "declared_language is required: the language spoken in the media.", "missing");
  const given = (name: string) => (fields[name]?.trim() ?? "") !== "";
  const sources = [...(hasFile ? [MEDIA_FILE_FIELD] : []), ...["media_url", ...Object.keys(ID_FIELDS)].filter(given)];
  if (sources.length !== 1) {
    const msg = sources.length === 0 ? "Send the media as media (a file), media_url, history_item_id, transcript_id or dubbing_id." : `Send one source of the media, not ${sources.join(" and ")}.`;
    throw invalid(sources[1] ?? MEDIA_FILE_FIELD, msg, sources.length === 0 ? "missing" : "value_error");
  }
  const [field] = sources as [string];
  if (field === MEDIA_FILE_FIELD) return { declaredLanguage, source: { kind: "upload" } };
  if (field === "media_url") {
    if (!given("media_url_filename")) throw invalid("media_url_filename", "media_url_filename is required with media_url: the file's name.", "missing");
    const type = fields.media_url_content_type?.trim() ?? "";
    if (!/^(audio|video)\/[\w.+-]{1,100}$/i.test(type)) throw invalid("media_url_content_type", "media_url_content_type is required with media_url: an audio/* or video/* type.");
    return { declaredLanguage, source: { kind: "url", url: fields.media_url!.trim(), name: mediaName(fields.media_url_filename!, "media_url_filename") } };
  }
  const id = fields[field]!.trim();
  if (!ResourceId.safeParse(id).success) throw invalid(field, `${field} must be an id as the API returns it.`);
  return { declaredLanguage, source: { kind: ID_FIELDS[field as keyof typeof ID_FIELDS], id } };
}
