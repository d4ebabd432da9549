import type { HistoryItem } from "@vocable/contract";

export type HistorySource = HistoryItem["source"];

/** The API's history sources (the contract's HISTORY_SOURCES; the app imports no zod schemas), with their names. */
export const HISTORY_SOURCE_LABELS: Record<HistorySource, string> = { TTS: "Text to speech", STS: "Voice changer", SFX: "Sound effects" };
const HISTORY_SOURCES = Object.keys(HISTORY_SOURCE_LABELS);

/** What the history page is filtered by, as kept in its URL's search parameters. */
export interface HistoryFilters {
  /** `q`: text or voice name contains. */
  search: string;
  /** `voice`: a voice id. */
  voiceId: string;
  /** `model`: a model id. */
  modelId: string;
  /** `source`: TTS, STS or SFX. */
  source: HistorySource | "";
  /** `from`: the first day shown, YYYY-MM-DD in the user's time zone. */
  from: string;
  /** `to`: the last day shown (inclusive), YYYY-MM-DD. */
  to: string;
}

export const NO_FILTERS: HistoryFilters = { search: "", voiceId: "", modelId: "", source: "", from: "", to: "" };

const PARAMS = { search: "q", voiceId: "voice", modelId: "model", source: "source", from: "from", to: "to" } as const satisfies Record<keyof HistoryFilters, string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isSource = (value: string): value is HistorySource => HISTORY_SOURCES.includes(value);

/** Midnight starting a YYYY-MM-DD day in the browser's time zone, as Unix seconds; null when not a date. */
function dayStartUnix(day: string, plusDays = 0): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  const unix = Math.floor(date.getTime() / 1000);
  return Number.isFinite(unix) && unix >= 0 ? unix : null;
}

/** The filters a URL names; unknown or malformed values are left out. */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const source = params.get(PARAMS.source) ?? "";
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return dayStartUnix(value) === null ? "" : value;
  };
  return {
    search: params.get(PARAMS.search) ?? "",
    voiceId: params.get(PARAMS.voiceId) ?? "",
    modelId: params.get(PARAMS.modelId) ?? "",
    source: isSource(source) ? source : "",
    from: day(PARAMS.from),
    to: day(PARAMS.to),
  };
}

/** `params` with the filters written over them (empty ones removed; other parameters kept). */
export function paramsWithFilters(params: URLSearchParams, filters: HistoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAMS) as (keyof HistoryFilters)[]) {
    const value = filters[key].trim() === "" ? "" : filters[key];
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

/** Whether anything narrows the list. */
export const hasFilters = (f: HistoryFilters) => Object.values(f).some((v) => v.trim() !== "");

/** The query parameters of GET /v1/history for the filters (days become the bounds of whole days). */
export function historyListParams(f: HistoryFilters) {
  return {
    search: f.search.trim() || undefined,
    voice_id: f.voiceId || undefined,
    model_id: f.modelId || undefined,
    source: f.source || undefined,
    date_after_unix: dayStartUnix(f.from) ?? undefined,
    date_before_unix: dayStartUnix(f.to, 1) ?? undefined,
  };
}

/** Rows per page: about two screens of them, so a page fills the view with some to scroll. */
export const HISTORY_ROW_HEIGHT_PX = 96;

export function historyPageSize(viewportHeight: number): number {
  const rows = Math.ceil((Number.isFinite(viewportHeight) && viewportHeight > 0 ? viewportHeight : 800) / HISTORY_ROW_HEIGHT_PX) * 2;
  return Math.min(100, Math.max(10, rows));
}
