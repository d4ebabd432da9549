/**
 * The media register form (POST …/media, multipart): exactly one source (a file, a public
 * address, or the workspace's history item, transcript or dub by id) and the language spoken.
 */
import type { OrderMedia } from "./order-types";

export type MediaSource =
  | { kind: "upload"; file: File }
  | { kind: "url"; url: string }
  | { kind: "history"; id: string }
  | { kind: "transcript"; id: string }
  | { kind: "dub"; id: string };

export type MediaSourceKind = MediaSource["kind"];

export const MEDIA_SOURCE_LABELS: Record<MediaSourceKind, string> = {
  upload: "Upload a file",
  url: "Public address (URL)",
  history: "History item",
  transcript: "Transcript",
  dub: "Dub",
};

const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/opus",
  flac: "audio/flac",
  weba: "audio/webm",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
};

/**
 * The file name and type media_url needs, from the address: its last path segment and the type of
 * its extension. The server stores the type the bytes show, so an address without a known
 * extension is declared as audio (any audio/* or video/* is taken).
 */
export function urlMedia(address: string): { fileName: string; contentType: string } | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const last = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  let fileName = last;
  try {
    fileName = decodeURIComponent(last);
  } catch {
    // keep it as written
  }
  fileName = fileName.replace(/[\r\n\t]/g, " ").trim().slice(0, 255) || "media";
  const extension = /\.([a-z0-9]{2,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return { fileName, contentType: TYPES[extension] ?? "audio/mpeg" };
}

/** What is wrong with the source before it is sent; null when it can be sent. */
export function mediaSourceProblem(source: MediaSource): string | null {
  switch (source.kind) {
    case "upload":
      return source.file.size === 0 ? "The file is empty." : null;
    case "url":
      return urlMedia(source.url) ? null : "Give an address starting with https://.";
    default:
      return source.id.trim() ? null : `Choose or paste the ${MEDIA_SOURCE_LABELS[source.kind].toLowerCase()} first.`;
  }
}

/** The multipart form of POST …/media for this source in `language`. */
export function mediaForm(source: MediaSource, language: string): FormData {
  const form = new FormData();
  form.set("declared_language", language);
  switch (source.kind) {
    case "upload":
      form.set("media", source.file, source.file.name);
      break;
    case "url": {
      const meta = urlMedia(source.url);
      form.set("media_url", source.url.trim());
      if (meta) {
        form.set("media_url_filename", meta.fileName);
        form.set("media_url_content_type", meta.contentType);
      }
      break;
    }
    case "history":
      form.set("history_item_id", source.id.trim());
      break;
    case "transcript":
      form.set("transcript_id", source.id.trim());
      break;
    case "dub":
      form.set("dubbing_id", source.id.trim());
      break;
  }
  return form;
}

export type { OrderMedia };

/** "Upload", "From history"... for a media file's source in its row. */
export function mediaOriginText(source: OrderMedia["source"]): string {
  const words: Record<OrderMedia["source"], string> = { upload: "Uploaded", url: "From an address", history: "From history", transcript: "From a transcript", dub: "From a dub" };
  return words[source];
}
