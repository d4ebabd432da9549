import { HISTORY_ZIP_NAME, historyItemFileName } from "@vocable/domain";
import { Zip, ZipPassThrough } from "fflate";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import type { HistoryRow } from "../repo";
import { requireReadableHistoryItems } from "../policy";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { readHistoryAudio } from "./read-history-audio";
import type { ByteSource } from "#platform/storage/byte-source";
import { toUnixSeconds } from "#platform/unix-time";

export interface DownloadFile {
  fileName: string;
  contentType: string;
  stream: ReadableStream<Uint8Array>;
  /** Known for a single file; a zip is streamed without a length. */
  size?: number;
}

/** The sanitised download name of a history item, with the extension of its format. */
export function downloadName(row: HistoryRow, extension: string): string {
  return historyItemFileName({ voiceName: row.voiceName, text: row.text, dateUnix: toUnixSeconds(row.createdAt), extension });
}

/** Makes names unique inside a zip: a second "a.mp3" becomes "a (2).mp3". */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = name.replace(/(\.[^.]+)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate);
  return candidate;
}

/** One item: its audio file. Several: history.zip with one file per item. Ids the caller cannot see are a 404. */
export async function downloadHistory(
  deps: Pick<AppDeps, "db" | "storage">,
  principal: Principal,
  ids: string[],
  outputFormat: string | undefined,
): Promise<DownloadFile> {
  if (outputFormat && outputFormat !== "default") {
    throw new ValidationError([{ loc: ["body", "output_format"], msg: "Only 'default' (each item's own format) is supported.", type: "enum" }]);
  }
  const unique = [...new Set(ids)];
  const ordered = await requireReadableHistoryItems(deps.db, await shareViewerOf(deps.db, principal), unique);
  if (ordered.length === 1) {
    const audio = await readHistoryAudio(deps, ordered[0]);
    const { source } = audio;
    return { fileName: downloadName(ordered[0], audio.extension), contentType: audio.contentType, stream: await source.open(0, source.size - 1), size: source.size };
  }
  // Every file is found before the first byte leaves, so a missing one is still a clean 404.
  const taken = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const row of ordered) {
    const audio = await readHistoryAudio(deps, row);
    entries.push({ name: uniqueName(downloadName(row, audio.extension), taken), source: audio.source });
  }
  return { fileName: HISTORY_ZIP_NAME, contentType: "application/zip", stream: zipStream(entries) };
}

interface ZipEntry {
  name: string;
  source: ByteSource;
}

/**
 * A zip of the entries, produced while it is read: one file's bytes at a time go from storage into
 * the zip and out. Entries are stored, not deflated: audio is already compressed (or raw PCM that
 * zips poorly), so deflating would only cost CPU.
 */
function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  let index = 0;
  let ended = false;
  let current: { file: ZipPassThrough; reader: ReadableStreamDefaultReader<Uint8Array> } | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (out.length === 0 && !failure) {
        if (!current) {
          if (index === entries.length) {
            zip.end();
            ended = true;
            break;
          }
          const entry = entries[index++];
          const file = new ZipPassThrough(entry.name);
          zip.add(file);
          current = { file, reader: (await entry.source.open(0, entry.source.size - 1)).getReader() };
        }
        const { done, value } = await current.reader.read();
        current.file.push(done ? new Uint8Array(0) : value, done);
        if (done) current = null;
      }
      if (failure) return controller.error(failure);
      for (const chunk of out.splice(0)) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    cancel(reason) {
      return current?.reader.cancel(reason);
    },
  });
}
