import type { DubResource } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { recordDubUsage } from "#features/billing/usage/use-cases/record-dub-usage";
import { chargeInTransaction } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { resourceVersion, updateDubResourceAt, type DubRow } from "#features/dubbing/dubs/repo";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";

/** What an edit changes: the resource (its version is raised here), and when a language is added, the languages and the charge. */
export interface ResourceChange {
  resource: DubResource;
  targetLanguages?: string[];
  /** Characters this edit costs, charged and counted in usage in the same transaction (a quota error leaves nothing changed). */
  charge?: number;
}

/** Tries before telling the client that others keep editing the dub. */
const ATTEMPTS = 5;

/**
 * One studio edit of a finished dub, made on the resource as it is now: `change` is applied to
 * the dub as read and written only if no other edit came in between (else read and applied
 * again), so edits made at once all land. Answers the new version and the dub as written.
 */
export async function editDubResource(
  deps: Pick<AppDeps, "db">,
  principal: Pick<Principal, "workspaceId">,
  dubId: string,
  change: (dub: DubRow) => ResourceChange,
): Promise<{ version: number; dub: DubRow }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const dub = await requireFinishedDub(deps, principal, dubId);
    const version = resourceVersion(dub);
    const { charge, ...next } = change(dub);
    const resource = { ...next.resource, version: version + 1 };
    const written = { resource, ...(next.targetLanguages ? { targetLanguages: next.targetLanguages } : {}), ...(charge ? { charactersCharged: dub.charactersCharged + charge } : {}) };
    const landed = await deps.db.transaction(async (tx) => {
      if (!(await updateDubResourceAt(tx, dub.id, version, written))) return false;
      if (charge) {
        await chargeInTransaction(tx, dub.workspaceId, charge);
        await recordDubUsage(tx, { ...dub, charactersCharged: charge });
      }
      return true;
    });
    if (landed) return { version: version + 1, dub: { ...dub, ...written } };
  }
  throw new AppError("dubbing_edit_conflict", 409, "The dub was edited by other requests at the same moment; read it again and retry.");
}
