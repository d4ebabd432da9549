import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { requireDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { getHistoryItem } from "#features/speech/history/use-cases/get-history-item";
import { readHistoryAudio } from "#features/speech/history/use-cases/read-history-audio";
import { fetchCloudAudio } from "#features/speech/speech-to-text/use-cases/fetch-cloud-audio";
import { getTranscript } from "#features/speech/speech-to-text/use-cases/get-transcript";
import { mediaName, MEDIA_FILE_FIELD, type MediaSourceRequest } from "./read-media-form";

/** The media as a local file to probe and store; `dispose` removes what was made for it. */
export interface MediaFile {
  path: string;
  name: string;
  /** The history item, transcript or dub it came from. */
  sourceId: string | null;
  dispose(): Promise<void>;
}

const nothing = async () => undefined;

/** A stream written to a private temporary file. */
async function toTempFile(stream: ReadableStream<Uint8Array>, name: string, sourceId: string): Promise<MediaFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-order-media-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "media");
  try {
    await pipeline(Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
    return { path: file, name, sourceId, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** The stored file at `key` (a transcript's audio, a dub's source) in a temporary file; 404 `missing` when it is gone. */
async function storedFile(deps: Pick<AppDeps, "storage">, key: string, name: string, sourceId: string, missing: AppError): Promise<MediaFile> {
  const opened = await deps.storage.read(key);
  if (!opened) throw missing;
  return toTempFile(opened.stream, name, sourceId);
}

/** A name without line breaks or control characters, for a file made from text (a history item's). */
const oneLine = (text: string, fallback: string) => text.replace(/[\p{Cc}\s]+/gu, " ").trim().slice(0, 60).trim() || fallback;

/**
 * The media a register request names, as a local file: the upload as it is, the URL fetched
 * through the safe fetch (public addresses only, MAX_UPLOAD_BYTES), or a copy of the stored audio
 * of a history item the caller may read, the caller's own transcript, or a dub of the workspace
 * (its source): anything else is that kind's 404.
 */
export async function openMediaSource(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  principal: Principal,
  source: MediaSourceRequest,
  form: UploadForm,
  signal: AbortSignal,
): Promise<MediaFile> {
  switch (source.kind) {
    case "upload": {
      const file = form.files.find((f) => f.field === MEDIA_FILE_FIELD)!;
      return { path: file.path, name: file.name ? mediaName(file.name, MEDIA_FILE_FIELD) : "media", sourceId: null, dispose: nothing };
    }
    case "url": {
      const fetched = await fetchCloudAudio(deps, source.url, form.fields, signal, "media_url");
      return { path: fetched.file!.path, name: source.name, sourceId: null, dispose: fetched.dispose };
    }
    case "history": {
      const { row } = await getHistoryItem(deps.db, principal, source.id);
      const audio = await readHistoryAudio(deps, row);
      return toTempFile(await audio.source.open(0, audio.source.size - 1), `${oneLine(row.text, "History item")}.${audio.extension}`, row.id);
    }
    case "transcript": {
      const row = await getTranscript(deps.db, principal, source.id);
      // Kept as FLAC since it was transcribed.
      const name = `${row.fileName.replace(/\.[^.]*$/, "") || "Transcript audio"}.flac`;
      return storedFile(deps, row.audioKey, name, row.id, new AppError("transcript_not_found", 404, "The audio of this transcript is no longer available."));
    }
    case "dub": {
      const dub = await requireDub(deps, principal, source.id);
      const name = dub.media.fileName || `${dub.name}.${dub.media.container}`;
      return storedFile(deps, dub.inputKey, name, dub.id, new AppError("dubbing_not_found", 404, "The source media of this dub is no longer available."));
    }
  }
}
