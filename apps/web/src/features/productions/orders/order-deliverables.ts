/**
 * The delivered files of an order (GET …/deliverables): each names its item, media file,
 * language and format, grouped here into one row per item, media file and language.
 */
import type { DeliverableFormat } from "@vocable/contract";

/** The contract's formats in the order their buttons show (the contract is imported for types only: it brings zod). */
export const DELIVERABLE_FORMATS = ["txt", "json", "srt", "vtt"] as const satisfies readonly DeliverableFormat[];

export interface DeliverableInfo {
  item_id: string;
  media_id: string;
  language: string;
  format: string;
  name: string;
}

export interface DeliverableFile {
  itemId: string;
  mediaId: string;
  language: string;
  format: DeliverableFormat;
  name: string;
}

export interface DeliverableGroup {
  itemId: string;
  mediaId: string;
  language: string;
  files: DeliverableFile[];
}

const isFormat = (value: string): value is DeliverableFormat => (DELIVERABLE_FORMATS as readonly string[]).includes(value);

/** The files by item, media and language, in the order the server listed them; formats as txt, json, srt, vtt; a format this page does not know is left out. */
export function groupDeliverables(list: readonly DeliverableInfo[]): DeliverableGroup[] {
  const groups = new Map<string, DeliverableGroup>();
  for (const info of list) {
    if (!isFormat(info.format)) continue;
    const key = `${info.item_id}/${info.media_id}/${info.language}`;
    const group = groups.get(key) ?? { itemId: info.item_id, mediaId: info.media_id, language: info.language, files: [] };
    group.files.push({ itemId: info.item_id, mediaId: info.media_id, language: info.language, format: info.format, name: info.name });
    groups.set(key, group);
  }
  const rank = (f: DeliverableFile) => DELIVERABLE_FORMATS.indexOf(f.format);
  return [...groups.values()].map((g) => ({ ...g, files: g.files.sort((a, b) => rank(a) - rank(b)) }));
}

/** The button's text for a format. */
export function formatLabel(format: DeliverableFormat): string {
  return format === "vtt" ? "WebVTT" : format.toUpperCase();
}
