import { eq } from "drizzle-orm";
import { workspace } from "#db/schema/index";
import { linkParam, postJson } from "./account-flows";
import type { TestApp, TestUser } from "./test-app";
import type { TestSmtp } from "./test-smtp";

/** Puts a workspace on a tier (and custom max_seats) directly, as a plan change would. */
export async function setWorkspaceTier(t: TestApp, workspaceId: string, tier: string, maxSeats: number | null = null): Promise<void> {
  await t.deps.db.update(workspace).set({ tier, maxSeats }).where(eq(workspace.id, workspaceId));
}

/** Invites `email` to the admin's workspace through the API and returns the mailed invite code. */
export async function inviteByMail(t: TestApp, smtp: TestSmtp, admin: TestUser, email: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await postJson(t, "/v1/workspace/invites/add", { email, ...body }, admin.cookie);
  if (res.status !== 200) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  return linkParam(await smtp.waitForMail(email, { subject: /invited to join/ }), "invite_code");
}

/** Invites an existing user and accepts as them: they are then a member acting in the admin's workspace. */
export async function joinWorkspace(t: TestApp, smtp: TestSmtp, admin: TestUser, member: TestUser, seatType = "workspace_member"): Promise<void> {
  const code = await inviteByMail(t, smtp, admin, member.email, { seat_type: seatType });
  const res = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, member.cookie);
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** GET a path with a cookie or an API key; status and parsed body. */
export async function getJson(t: TestApp, path: string, auth: { cookie?: string; apiKey?: string }) {
  const headers: Record<string, string> = auth.cookie ? { cookie: auth.cookie } : { "xi-api-key": auth.apiKey ?? "" };
  const res = await t.request(path, { headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
