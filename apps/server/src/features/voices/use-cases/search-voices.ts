import type { GetVoicesV2Query } from "@vocable/contract";
import type { CatalogueVoice, VoiceCatalogue } from "@vocable/speech";
import { ValidationError } from "../../../platform/errors";
import { listVoices } from "../catalogue";

export interface VoicePage {
  voices: CatalogueVoice[];
  hasMore: boolean;
  totalCount: number;
  nextPageToken: string | null;
}

function encodeToken(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

function decodeToken(token: string | undefined): number {
  if (!token) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as { o: unknown };
    if (Number.isInteger(o) && (o as number) >= 0) return o as number;
  } catch {
    // fall through to the validation error
  }
  throw new ValidationError([{ loc: ["query", "next_page_token"], msg: "Invalid page token.", type: "value_error" }]);
}

function matches(voice: CatalogueVoice, needle: string): boolean {
  const haystack = [voice.name, voice.description, ...Object.values(voice.labels)].join(" ").toLowerCase();
  return haystack.includes(needle);
}

/** GET /v2/voices: filter (search is trimmed and ignored when empty), sort, then one page. */
export function searchVoices(catalogue: VoiceCatalogue, query: GetVoicesV2Query): VoicePage {
  const needle = query.search?.trim().toLowerCase();
  let voices = listVoices(catalogue).filter((v) => {
    if (needle && !matches(v, needle)) return false;
    if (query.category && query.category !== "premade") return false;
    if (query.voice_type && !["default", "non-default"].includes(query.voice_type)) return false;
    return query.voice_type !== "non-default";
  });
  if (query.sort === "name") {
    const dir = query.sort_direction === "desc" ? -1 : 1;
    voices = [...voices].sort((a, b) => a.name.localeCompare(b.name) * dir);
  } else if (query.sort_direction === "asc") {
    voices = [...voices].reverse();
  }
  const offset = decodeToken(query.next_page_token);
  const page = voices.slice(offset, offset + query.page_size);
  const hasMore = offset + page.length < voices.length;
  return { voices: page, hasMore, totalCount: voices.length, nextPageToken: hasMore ? encodeToken(offset + page.length) : null };
}
