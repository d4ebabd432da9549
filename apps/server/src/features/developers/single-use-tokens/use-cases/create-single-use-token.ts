import { createHash, randomBytes } from "node:crypto";
import { SINGLE_USE_TOKEN_PERMISSION, SINGLE_USE_TOKEN_TTL_MS, type SingleUseTokenType } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { insertSingleUseToken } from "../repo";

/** The stored form of a token: its SHA-256, so a copy of the database opens no socket. */
export function hashSingleUseToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes a token a browser can open one socket of `type` with, for 15 minutes, as the caller (who
 * must hold the kind's permission): 32 random bytes, base64url, shown once.
 */
export async function createSingleUseToken(deps: Pick<AppDeps, "db">, principal: Principal, type: SingleUseTokenType, now = new Date()): Promise<string> {
  requirePermission(principal, SINGLE_USE_TOKEN_PERMISSION[type], `Your role in this workspace does not allow ${SINGLE_USE_TOKEN_PERMISSION[type].replace(/_/g, " ")}.`);
  const token = `sut_${randomBytes(32).toString("base64url")}`;
  await insertSingleUseToken(deps.db, {
    id: newId(),
    tokenHash: hashSingleUseToken(token),
    tokenType: type,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId ?? null,
    role: principal.role,
    keyPermissions: principal.keyPermissions ? [...principal.keyPermissions] : null,
    expiresAt: new Date(now.getTime() + SINGLE_USE_TOKEN_TTL_MS),
  });
  return token;
}
