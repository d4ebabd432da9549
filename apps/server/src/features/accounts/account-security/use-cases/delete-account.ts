import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { accountDeletedMessage } from "../emails";
import { deleteUserRow, findOwnedWorkspaceIds, findUserById } from "../repo";
import { requireSensitiveActionProof } from "./require-sensitive-action-proof";

/**
 * DELETE /v1/user/delete: after a fresh proof of the mailbox, removes the user with everything
 * they own. Rows go first in one statement (user -> sessions, accounts, profile, codes, API keys,
 * owned workspaces -> history, dictionaries, generations, by cascade), so nothing of theirs is
 * readable from then on; then their workspaces' audio files. Files a crash leaves behind have no
 * row and are removed by the daily orphan sweep. The address is free to sign up again at once.
 */
export async function deleteAccount(deps: Pick<AppDeps, "db" | "config" | "mailer" | "storage" | "log">, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("invalid_api_key", 401, "Sign in again.");
  await requireSensitiveActionProof(deps, { userId: user.id, email: user.email }, "delete your account");
  const workspaceIds = await findOwnedWorkspaceIds(deps.db, user.id);
  await deleteUserRow(deps.db, user.id);
  for (const workspaceId of workspaceIds) {
    await deps.storage
      .deletePrefix(`history/${workspaceId}/`)
      .catch((err) => deps.log.warn(`could not delete the audio of workspace ${workspaceId}; the daily cleanup will`, err));
  }
  await deps.mailer.send(accountDeletedMessage(deps.config.publicUrl, { to: user.email }));
}
