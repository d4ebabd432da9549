import { HISTORY_ZIP_NAME, historyItemFileName } from "@vocable/domain";
import { Zip, ZipPassThrough } from "fflate";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import type { HistoryRow } from "../repo";
import { requireReadableHistoryItems } from "../policy";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { readHistoryAudio, type HistoryAudio } from "./read-history-audio";
import { toUnixSeconds } from "#platform/unix-time";
import { historyAudioAsWav, type ConvertedAudio } from "./history-audio-as-wav";

/** The `output_format` values of history.download (the SDK's "wav or default"). */
export const HISTORY_DOWNLOAD_FORMATS = ["default", "wav"] as const;

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

/**
 * One item: its audio file. Several: history.zip with one file per item. Ids the caller cannot see
 * are a 404. `output_format` "default" (or none) keeps each item's own format; "wav" converts each
 * to WAV at its own sample rate (a single file before the answer starts, zip entries in turn).
 */
export async function downloadHistory(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  principal: Principal,
  ids: string[],
  outputFormat: string | undefined,
): Promise<DownloadFile> {
  const format = outputFormat ?? "default";
  if (!(HISTORY_DOWNLOAD_FORMATS as readonly string[]).includes(format)) {
    const msg = `output_format must be one of ${HISTORY_DOWNLOAD_FORMATS.map((f) => `'${f}'`).join(", ")} ('default' keeps each item's own format).`;
    throw new ValidationError([{ loc: ["body", "output_format"], msg, type: "enum" }]);
  }
  const unique = [...new Set(ids)];
  const ordered = await requireReadableHistoryItems(deps.db, await shareViewerOf(deps.db, principal), unique);
  // Every file is found before the first byte leaves, so a missing one is still a clean 404.
  const found: { row: HistoryRow; audio: HistoryAudio }[] = [];
  for (const row of ordered) found.push({ row, audio: await readHistoryAudio(deps, row) });
  const convert = async ({ row, audio }: (typeof found)[number]): Promise<ConvertedAudio> =>
    format === "wav"
      ? historyAudioAsWav(deps, row, audio)
      : { size: audio.source.size, contentType: audio.contentType, extension: audio.extension, open: () => audio.source.open(0, audio.source.size - 1) };
  if (found.length === 1) {
    const file = await convert(found[0]);
    return { fileName: downloadName(found[0].row, file.extension), contentType: file.contentType, stream: await file.open(), size: file.size };
  }
  const taken = new Set<string>();
  const extension = (item: (typeof found)[number]) => (format === "wav" ? "wav" : item.audio.extension);
  const entries: ZipEntry[] = found.map((item) => ({
    name: uniqueName(downloadName(item.row, extension(item)), taken),
    open: async () => (await convert(item)).open(),
  }));
  return { fileName: HISTORY_ZIP_NAME, contentType: "application/zip", stream: zipStream(entries) };
}

interface ZipEntry {
  name: string;
  /** Opens the entry's bytes when the zip reaches it (a conversion runs only then). */
  open(): Promise<ReadableStream<Uint8Array>>;
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
          current = { file, reader: (await entry.open()).getReader() };
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
