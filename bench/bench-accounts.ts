/**
 * Accounts for the speech benchmark: sign-up through the API, then the workspace lifted to an
 * unlimited tier offline (the embedded database belongs to one process at a time, so the server
 * must be stopped while this runs).
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client";
import { workspace } from "../apps/server/src/db/schema";

export interface BenchAccount {
  key: string;
  workspaceId: string;
}

/** Signs a user up (own workspace) and creates an API key for it. */
export async function signUp(url: string, email: string): Promise<BenchAccount> {
  const signUpRes = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url.replace("127.0.0.1", "localhost") },
    body: JSON.stringify({ name: "Bench", email, password: "benchmark password" }),
  });
  if (!signUpRes.ok) throw new Error(`sign-up failed: ${signUpRes.status} ${await signUpRes.text()}`);
  const cookie = signUpRes.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const created = await fetch(`${url}/v1/user/create-api-key`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench" }),
  });
  if (!created.ok) throw new Error(`API key failed: ${created.status} ${await created.text()}`);
  const { api_key: key } = (await created.json()) as { api_key: string };
  const { workspace_id: workspaceId } = (await (await fetch(`${url}/v1/user`, { headers: { "xi-api-key": key } })).json()) as { workspace_id: string };
  return { key, workspaceId };
}

/** Enterprise tier (no concurrency limit) and a quota the bench cannot exhaust. */
export async function liftWorkspaces(dataDir: string, workspaceIds: string[]): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    for (const id of workspaceIds) {
      await database.db.update(workspace).set({ tier: "enterprise", characterLimit: 1_000_000_000 }).where(eq(workspace.id, id));
    }
  } finally {
    await database.close();
  }
}
