import type { GetVoicesV2Query } from "@vocable/contract";
import type { CatalogueVoice } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { decodeKeysetPosition, encodeKeysetPosition } from "#platform/keyset-token";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { listVoices } from "../catalogue";
import type { VoiceRow } from "../repo";
import { countVisibleVoices, listVoicePage, type VoicePageQuery } from "../voice-page-repo";

/** One voice of a page: a catalogue voice or a workspace voice. */
export type ListedVoice = { kind: "catalogue"; voice: CatalogueVoice } | { kind: "workspace"; row: VoiceRow };

export interface VoicePage {
  voices: ListedVoice[];
  hasMore: boolean;
  totalCount: number;
  nextPageToken: string | null;
}

/**
 * Where a page continues, as the one keyset token (platform/keyset-token.ts) with the phase as its
 * kind. By creation date the workspace voices come first (newest first; the premade ones have no
 * date and follow), so the token is either the last workspace voice's keyset (`w`: created_at's
 * text and id) or an offset into the catalogue (`c`: the offset and the last voice's id). By name
 * both are merged (`n`): the last name and id.
 */
type Token = { p: "w"; k: string; i: string } | { p: "c"; o: number; i: string } | { p: "n"; k: string; i: string };

function encodeToken(token: Token): string {
  return encodeKeysetPosition(token.p === "c" ? { kind: "c", key: String(token.o), id: token.i } : { kind: token.p, key: token.k, id: token.i });
}

const badToken = () => new ValidationError([{ loc: ["query", "next_page_token"], msg: "Invalid page token: pass the next_page_token of the previous page.", type: "value_error" }]);

function decodeToken(token: string | undefined, order: "created" | "name"): Token | null {
  if (!token) return null;
  const t = decodeKeysetPosition(token);
  if (order === "created" && t?.kind === "w" && !Number.isNaN(Date.parse(t.key))) return { p: "w", k: t.key, i: t.id };
  if (order === "created" && t?.kind === "c" && /^\d{1,9}$/.test(t.key)) return { p: "c", o: Number(t.key), i: t.id };
  if (order === "name" && t?.kind === "n") return { p: "n", k: t.key, i: t.id };
  throw badToken();
}

const list = (v: string | string[] | undefined): string[] | undefined => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

/** Code-point order (what `collate "C"` gives the database side). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function catalogueMatches(voice: CatalogueVoice, q: GetVoicesV2Query, needle: string | undefined, ids: Set<string> | undefined, inCollection: Set<string> | null): boolean {
  if (needle && ![voice.name, voice.description, ...Object.values(voice.labels)].join(" ").toLowerCase().includes(needle)) return false;
  if (ids && !ids.has(voice.voiceId)) return false;
  if (inCollection && !inCollection.has(voice.voiceId)) return false;
  const labels = voice.labels as Record<string, string>;
  const is = (key: string, wanted: string[] | undefined) => !wanted || wanted.some((w) => (labels[key] ?? "").toLowerCase() === w.toLowerCase());
  return is("gender", list(q.gender)) && is("age", list(q.age)) && is("accent", list(q.accent)) && is("use_case", list(q.use_cases)) && (!q.language || list(q.language)!.includes(voice.language));
}

/**
 * GET /v2/voices: the catalogue's voices and the workspace voices the caller sees, filtered
 * (search is trimmed and ignored when empty), sorted, one keyset page at a time.
 */
export async function searchVoices(
  deps: Pick<AppDeps, "db" | "speech">,
  principal: Principal,
  q: GetVoicesV2Query,
  collectionVoiceIds: (collectionId: string) => Promise<Set<string>>,
): Promise<VoicePage> {
  const order = q.sort === "name" ? "name" : "created";
  const direction = q.sort_direction ?? (order === "name" ? "asc" : "desc");
  const needle = q.search?.trim().toLowerCase() || undefined;
  const ids = list(q.voice_ids);
  const inCollection = q.collection_id ? await collectionVoiceIds(q.collection_id) : null;
  const type = q.voice_type;
  const fineTuning = q.fine_tuning_state;
  const withCatalogue = (type === undefined || type === "default") && (q.category === undefined || q.category === "premade") && (fineTuning === undefined || fineTuning === "not_started");
  const pageQuery: VoicePageQuery = {
    order,
    direction,
    limit: q.page_size + 1,
    own: type === undefined || type === "personal" || type === "non-default",
    copies: type === undefined || type === "community" || type === "non-default",
    shared: type === undefined || type === "workspace" || type === "non-default",
    search: needle,
    category: q.category,
    ...(fineTuning
      ? { pvcStates: { not_started: ["created", "samples_ready", "verified"], queued: [], fine_tuning: ["training"], fine_tuned: ["fine_tuned"], failed: ["failed"], delayed: [] }[fineTuning], includeNotProfessional: fineTuning === "not_started" }
      : {}),
    voiceIds: ids,
    collectionId: q.collection_id,
    labels: [
      ["gender", list(q.gender)],
      ["age", list(q.age)],
      ["accent", list(q.accent)],
      ["use_case", list(q.use_cases)],
    ].flatMap(([key, values]) => (values && values.length ? [{ key: key as string, values: values as string[] }] : [])),
    languages: list(q.language),
  };
  const withWorkspace = type !== "default" && q.category !== "premade";
  const viewer = await shareViewerOf(deps.db, principal);
  let catalogue = withCatalogue ? listVoices(deps.speech.voices).filter((v) => catalogueMatches(v, q, needle, ids ? new Set(ids) : undefined, inCollection)) : [];
  const token = decodeToken(q.next_page_token, order);

  const items: (ListedVoice & { key: string; id: string })[] = [];
  let hasMore: boolean;
  if (order === "name") {
    catalogue = [...catalogue].sort((a, b) => byCodePoint(a.name, b.name) || byCodePoint(a.voiceId, b.voiceId));
    if (direction === "desc") catalogue.reverse();
    const cursor = token && token.p === "n" ? token : null;
    const after = (key: string, id: string) => !cursor || (direction === "asc" ? byCodePoint(key, cursor.k) || byCodePoint(id, cursor.i) : byCodePoint(cursor.k, key) || byCodePoint(cursor.i, id)) > 0;
    const fromCatalogue = catalogue.filter((v) => after(v.name, v.voiceId)).slice(0, q.page_size + 1);
    const fromWorkspace = withWorkspace ? await listVoicePage(deps.db, viewer, pageQuery, cursor ? { key: cursor.k, id: cursor.i } : null) : [];
    const merged = [
      ...fromCatalogue.map((voice) => ({ kind: "catalogue" as const, voice, key: voice.name, id: voice.voiceId })),
      ...fromWorkspace.map(({ row, cursor }) => ({ kind: "workspace" as const, row, key: cursor.key, id: cursor.id })),
    ].sort((a, b) => (byCodePoint(a.key, b.key) || byCodePoint(a.id, b.id)) * (direction === "asc" ? 1 : -1));
    items.push(...merged.slice(0, q.page_size));
    hasMore = merged.length > q.page_size;
  } else {
    // Workspace voices (dated) before the premade ones (undated) newest first; after them oldest first.
    if (direction === "asc") catalogue = [...catalogue].reverse();
    const workspaceFirst = direction === "desc";
    const inWorkspacePhase = token ? token.p === "w" : workspaceFirst;
    const workspacePart = async (limit: number) =>
      withWorkspace && limit > 0
        ? (await listVoicePage(deps.db, viewer, { ...pageQuery, limit }, token && token.p === "w" ? { key: token.k, id: token.i } : null)).map(({ row, cursor }) => ({ kind: "workspace" as const, row, key: cursor.key, id: cursor.id }))
        : [];
    const cataloguePart = (offset: number, limit: number) => catalogue.slice(offset, offset + limit).map((voice, i) => ({ kind: "catalogue" as const, voice, key: String(offset + i + 1), id: voice.voiceId }));
    const wanted = q.page_size + 1;
    let merged: typeof items;
    if (workspaceFirst) {
      const w = inWorkspacePhase ? await workspacePart(wanted) : [];
      merged = [...w, ...cataloguePart(token && token.p === "c" ? token.o : 0, wanted - w.length)];
    } else {
      const offset = token && token.p === "c" ? token.o : 0;
      const c = inWorkspacePhase ? [] : cataloguePart(offset, wanted);
      merged = [...c, ...(await workspacePart(wanted - c.length))];
    }
    items.push(...merged.slice(0, q.page_size));
    hasMore = merged.length > q.page_size;
  }
  const last = items[items.length - 1];
  const next: Token | null = !hasMore || !last ? null : order === "name" ? { p: "n", k: last.key, i: last.id } : last.kind === "workspace" ? { p: "w", k: last.key, i: last.id } : { p: "c", o: Number(last.key), i: last.id };
  const totalCount = q.include_total_count ? catalogue.length + (withWorkspace ? await countVisibleVoices(deps.db, viewer, pageQuery) : 0) : 0;
  return { voices: items.map(({ key: _key, id: _id, ...voice }) => voice as ListedVoice), hasMore, totalCount, nextPageToken: next ? encodeToken(next) : null };
}
