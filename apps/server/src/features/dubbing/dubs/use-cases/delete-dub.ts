import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deleteDubRow } from "../repo";

/** DELETE /v1/dubbing/{id}: the dub and its files. A dub still being made stops at its next step (the job finds it gone). */
export async function deleteDub(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, id: string): Promise<void> {
  const row = await deleteDubRow(deps.db, principal.workspaceId, id);
  if (!row) throw new AppError("dubbing_not_found", 404, `No dub with the id ${id} was found.`);
  await deps.storage.deletePrefix(`dubs/${row.workspaceId}/${row.id}/`);
}
