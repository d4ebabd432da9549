import type { EditApiKeyRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { updateApiKey, type ApiKeyChanges } from "../repo";
import { permissionsToStore } from "./permissions-to-store";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** Renames, re-scopes, limits, disables or enables a key of `holder` (the caller unless an admin manages a service account's). */
export async function editApiKey(db: Db, caller: Principal, input: EditApiKeyRequest, holderUserId = caller.userId, audit?: AuditContext): Promise<void> {
  const changes: ApiKeyChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.permissions !== undefined) changes.permissions = permissionsToStore(caller, input.permissions);
  if (input.character_limit !== undefined) changes.characterLimit = input.character_limit;
  if (input.is_enabled !== undefined) changes.isDisabled = !input.is_enabled;
  if (!(await updateApiKey(db, { userId: holderUserId, workspaceId: caller.workspaceId }, input.key_id, changes))) {
    throw new AppError("api_key_not_found", 404, "API key not found.");
  }
  if (audit) {
    await recordAuditEvent(db, {
      principal: caller,
      ...audit,
      activity: "api_key.updated",
      target: { type: "api_key", id: input.key_id },
      details: { ...changes, holder_user_id: holderUserId },
    });
  }
}
