import { eq } from "drizzle-orm";
import type { User } from "@vocable/contract";
import type { Db } from "../../../db/client";
import { user } from "../../../db/schema";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { findLatestApiKey } from "../../api-keys/repo";
import { getWorkspace } from "../../workspaces/repo";
import { presentUser } from "../presenter";

const NEW_USER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The caller as the ElevenLabs User object, with their workspace's subscription. */
export async function getCurrentUser(db: Db, principal: Principal): Promise<User> {
  const [row] = await db.select().from(user).where(eq(user.id, principal.userId)).limit(1);
  const ws = await getWorkspace(db, principal.workspaceId);
  if (!row || !ws) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  const latestKey = await findLatestApiKey(db, principal.userId);
  return presentUser(row, ws, {
    apiKeyPreview: latestKey?.hint ?? null,
    isNewUser: Date.now() - row.createdAt.getTime() < NEW_USER_WINDOW_MS,
  });
}
