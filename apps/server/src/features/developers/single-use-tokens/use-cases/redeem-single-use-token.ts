import type { SingleUseTokenType } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { makerStillAllowed, takeSingleUseToken } from "../repo";
import { hashSingleUseToken } from "./create-single-use-token";

/**
 * The caller a single-use token stands for, using it up: 401 when it is unknown, of another kind,
 * expired or used, or its maker may no longer act (left the workspace, locked, key disabled or deleted).
 */
export async function redeemSingleUseToken(deps: Pick<AppDeps, "db">, token: string, type: SingleUseTokenType, now = new Date()): Promise<Principal> {
  const row = token ? await takeSingleUseToken(deps.db, hashSingleUseToken(token), type, now) : null;
  if (!row || !(await makerStillAllowed(deps.db, row))) {
    throw new AppError("invalid_api_key", 401, "This single-use token is unknown, expired or already used: make a new one with POST /v1/single-use-token/{token_type}.");
  }
  return {
    userId: row.userId,
    workspaceId: row.workspaceId,
    via: "api_key",
    role: row.role,
    isServiceAccount: false,
    apiKeyId: row.apiKeyId ?? undefined,
    keyPermissions: row.keyPermissions,
  };
}
