import type { DubbingListQuery, DubbingPage } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { decodeKeysetPosition, encodeKeysetPosition } from "#platform/keyset-token";
import { presentDub } from "../presenter";
import { dubPageSelect } from "../repo";

/** GET /v1/dubbing: the workspace's dubs (the SDK's filters), a keyset page by creation or name, either way. */
export async function listDubs(deps: Pick<AppDeps, "db">, principal: Principal, q: DubbingListQuery): Promise<DubbingPage> {
  const position = q.cursor ? decodeKeysetPosition(q.cursor) : null;
  if (q.cursor && (!position || (position.kind ?? "created_at") !== q.order_by)) {
    throw new ValidationError([{ loc: ["query", "cursor"], msg: "Invalid cursor: pass the next_cursor of the previous page, with the same order_by.", type: "value_error" }]);
  }
  if (q.dubbing_models?.includes("dubbing_v2") && !q.dubbing_models.includes("dubbing_v1")) return { dubs: [], next_cursor: null, has_more: false };
  const statuses = [...(q.dubbing_statuses ?? []), ...(q.dubbing_status ? [q.dubbing_status] : [])];
  const rows = await dubPageSelect(
    deps.db,
    {
      workspaceId: principal.workspaceId,
      creator: q.filter_by_creator === "all" ? null : { userId: principal.userId, mine: q.filter_by_creator === "personal" },
      orderBy: q.order_by,
      ascending: q.order_direction === "ASCENDING",
      statuses,
      targetLanguages: q.target_language_codes,
      creationSources: q.creation_sources?.filter((s) => s !== "flow_node"),
      limit: q.page_size + 1,
    },
    position ? { value: position.key, id: position.id } : null,
  );
  const page = rows.slice(0, q.page_size);
  const last = page.at(-1);
  const more = rows.length > q.page_size;
  return {
    dubs: page.map((r) => presentDub(r.row)),
    has_more: more,
    next_cursor: more && last ? encodeKeysetPosition({ key: last.sortText, id: last.row.id, kind: q.order_by === "name" ? "name" : undefined }) : null,
  };
}
