/**
 * Accounts for the speech benchmark: sign-up through the API, then the workspace lifted to an
 * unlimited tier offline (the embedded database belongs to one process at a time, so the server
 * must be stopped while this runs).
 */
import { createApiKeyWithProof, signUpAndSignIn } from "../apps/server/src/testing/http-account";
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client";
import { workspace } from "../apps/server/src/db/schema";

export interface BenchAccount {
  key: string;
  workspaceId: string;
}

/**
 * Signs a user up (own workspace), signs in and creates an API key, as a person would: the key
 * needs a fresh proof of the mailbox, read from the server's local outbox (no SMTP in the bench).
 */
export async function signUp(url: string, email: string): Promise<BenchAccount> {
  // The server's PUBLIC_URL is http://localhost:<port> by default: cookie writes come from there.
  const origin = url.replace("127.0.0.1", "localhost");
  const cookie = await signUpAndSignIn(url, { name: "Bench", email, password: "benchmark password", origin });
  const key = await createApiKeyWithProof(url, { cookie, email, origin, name: "bench" });
  const { workspace_id: workspaceId } = (await (await fetch(`${url}/v1/user`, { headers: { "xi-api-key": key } })).json()) as { workspace_id: string };
  return { key, workspaceId };
}

/** Enterprise tier (no concurrency limit) and a quota the bench cannot exhaust; `at` is the server's DATA_DIR, or its DATABASE_URL. */
export async function liftWorkspaces(at: string | { dataDir: string; databaseUrl?: string }, workspaceIds: string[]): Promise<void> {
  const database = await openDatabase(typeof at === "string" ? { dataDir: at } : at);
  try {
    for (const id of workspaceIds) {
      await database.db.update(workspace).set({ tier: "enterprise", characterLimit: 1_000_000_000 }).where(eq(workspace.id, id));
    }
  } finally {
    await database.close();
  }
}
