import { HISTORY_ZIP_NAME, historyItemFileName } from "@vocable/domain";
import { zipSync } from "fflate";
import type { AppDeps, Principal } from "../../../platform/app-env";
import { AppError, ValidationError } from "../../../platform/errors";
import { findHistoryItems, type HistoryRow } from "../repo";
import { readHistoryAudio } from "./read-history-audio";
import { toUnixSeconds } from "../../../platform/unix-time";

export interface DownloadFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
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

/** One item: its audio file. Several: history.zip with one file per item. Unknown ids are a 404. */
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
  const rows = await findHistoryItems(deps.db, principal.workspaceId, unique);
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    throw new AppError("history_item_not_found", 404, `History item ${missing[0]} was not found.`);
  }
  const ordered = unique.map((id) => rows.find((r) => r.id === id)!);
  if (ordered.length === 1) {
    const audio = await readHistoryAudio(deps, ordered[0]);
    return { fileName: downloadName(ordered[0], audio.extension), contentType: audio.contentType, bytes: audio.bytes };
  }
  const taken = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const row of ordered) {
    const audio = await readHistoryAudio(deps, row);
    files[uniqueName(downloadName(row, audio.extension), taken)] = audio.bytes;
  }
  // Audio is already compressed (or raw PCM that zips poorly); storing saves CPU.
  return { fileName: HISTORY_ZIP_NAME, contentType: "application/zip", bytes: zipSync(files, { level: 0 }) };
}
