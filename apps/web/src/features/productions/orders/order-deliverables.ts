/**
 * The delivered files of an order (GET …/deliverables). Each DeliverableInfo names only its
 * address (signed_url), type and file name, so the item, media and format it belongs to are read
 * back from the address: …/orders/{order_id}/deliverables/{item_id}/{media_id}/{format}.
 */
import type { DeliverableFormat } from "@vocable/contract";

/** The contract's formats in the order their buttons show (the contract is imported for types only: it brings zod). */
export const DELIVERABLE_FORMATS = ["txt", "json", "srt", "vtt"] as const satisfies readonly DeliverableFormat[];

export interface DeliverableFile {
  itemId: string;
  mediaId: string;
  format: DeliverableFormat;
  name: string;
}

const PATTERN = /\/v1\/productions\/orders\/[^/]+\/deliverables\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)\/?(?:[?#].*)?$/;

const isFormat = (value: string): value is DeliverableFormat => (DELIVERABLE_FORMATS as readonly string[]).includes(value);

/** The item, media and format of a deliverable's address; null for an address of another shape. */
export function parseDeliverable(info: { signed_url: string; name: string }): DeliverableFile | null {
  const match = PATTERN.exec(info.signed_url);
  if (!match) return null;
  const [, itemId, mediaId, format] = match.map((part) => (part === undefined ? "" : decodeURIComponent(part))) as [string, string, string, string];
  if (!isFormat(format)) return null;
  return { itemId, mediaId, format, name: info.name };
}

export interface DeliverableGroup {
  itemId: string;
  mediaId: string;
  files: DeliverableFile[];
}

/** The files by item and media, in the order the server listed them; formats as txt, json, srt, vtt. */
export function groupDeliverables(list: readonly { signed_url: string; name: string }[]): DeliverableGroup[] {
  const groups = new Map<string, DeliverableGroup>();
  for (const info of list) {
    const file = parseDeliverable(info);
    if (!file) continue;
    const key = `${file.itemId}/${file.mediaId}`;
    const group = groups.get(key) ?? { itemId: file.itemId, mediaId: file.mediaId, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }
  const rank = (f: DeliverableFile) => DELIVERABLE_FORMATS.indexOf(f.format);
  return [...groups.values()].map((g) => ({ ...g, files: g.files.sort((a, b) => rank(a) - rank(b)) }));
}

/** The button's text for a format. */
export function formatLabel(format: DeliverableFormat): string {
  return format === "vtt" ? "WebVTT" : format.toUpperCase();
}
