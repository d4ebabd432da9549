import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findDub, type DubRow } from "../repo";

/** The workspace's dub, or 404 (another workspace's too). */
export async function requireDub(deps: Pick<AppDeps, "db">, principal: Pick<Principal, "workspaceId">, id: string): Promise<DubRow> {
  const row = await findDub(deps.db, principal.workspaceId, id);
  if (!row) throw new AppError("dubbing_not_found", 404, `No dub with the id ${id} was found.`);
  return row;
}

/** The dub, finished: 425 while it is still being made, 400 for a failed one. */
export async function requireFinishedDub(deps: Pick<AppDeps, "db">, principal: Pick<Principal, "workspaceId">, id: string): Promise<DubRow> {
  const row = await requireDub(deps, principal, id);
  if (row.status === "failed") throw new AppError("dubbing_not_ready", 400, `This dub failed: ${row.error ?? "unknown error"}. Nothing was charged.`);
  if (row.status !== "dubbed") throw new AppError("dubbing_not_ready", 425, `This dub is not ready yet (${row.status}, ${Math.round(row.progress * 100)}%): try again when its status is dubbed.`);
  return row;
}
