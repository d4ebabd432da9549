import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailingTestApp, linkParam, newEmail, postJson } from "#testing/account-flows";
import type { TestApp, TestUser } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { setWorkspaceTier } from "#testing/workspace-teams";

/** The official SDK's workspace.invites, workspace.members and workspace.groups clients, unchanged but for the base URL. */
let app: Awaited<ReturnType<typeof createMailingTestApp>>;
let t: TestApp;
let smtp: TestSmtp;
let owner: TestUser;
let bob: TestUser;
let client: ElevenLabsClient;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
  owner = await t.signUp("Sdk Owner");
  bob = await t.signUp("Bob");
  await setWorkspaceTier(t, owner.workspaceId, "enterprise", 5);
  client = new ElevenLabsClient({ apiKey: owner.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => app.close());

describe("client.workspace against Vocable", () => {
  it("invites.create, createBatch and delete; the invitee accepts the mailed link", async () => {
    expect(await client.workspace.invites.create({ email: bob.email, seatType: "workspace_member" })).toEqual({ status: "ok" });
    const code = linkParam(await smtp.waitForMail(bob.email, { subject: /invited to join/ }), "invite_code");
    const [a, b] = [newEmail("batch-a"), newEmail("batch-b")];
    expect(await client.workspace.invites.createBatch({ emails: [a, b] })).toEqual({ status: "ok" });
    await smtp.waitForMail(a, { subject: /invited to join/ });
    expect(await client.workspace.invites.delete({ email: a })).toEqual({ status: "ok" });
    expect((await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, bob.cookie)).status).toBe(200);

    const again = await client.workspace.invites.create({ email: bob.email }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ElevenLabsError);
    expect((again as ElevenLabsError).statusCode).toBe(400);
  });

  it("members.list and members.update", async () => {
    const members = await client.workspace.members.list();
    expect(members.map((m) => [m.email, m.seatType, m.isOwner, m.isLocked])).toEqual([
      [owner.email, "workspace_admin", true, false],
      [bob.email, "workspace_member", false, false],
    ]);
    expect(await client.workspace.members.update({ email: bob.email, workspaceSeatType: "workspace_admin", isLocked: true })).toEqual({ status: "ok" });
    const changed = (await client.workspace.members.list()).find((m) => m.email === bob.email);
    expect(changed).toMatchObject({ userId: bob.userId, seatType: "workspace_admin", isLocked: true });
    await client.workspace.members.update({ email: bob.email, isLocked: false });
    const demote = await client.workspace.members.update({ email: owner.email, workspaceSeatType: "workspace_member" }).catch((e: unknown) => e);
    expect(demote).toBeInstanceOf(ElevenLabsError);
  });

  it("groups.list, search and members add/remove", async () => {
    const created = await postJson(t, "/v1/workspace/groups", { name: "Narrators" }, owner.cookie);
    const id = created.body.id as string;
    expect(await client.workspace.groups.members.add(id, { email: bob.email })).toEqual({ status: "ok" });
    const groups = await client.workspace.groups.list();
    expect(groups[id]).toMatchObject({ id, name: "Narrators", members: [bob.email] });
    expect(await client.workspace.groups.search({ name: "narr" })).toEqual([{ id, name: "Narrators", membersEmails: [bob.email] }]);
    expect(await client.workspace.groups.members.remove(id, { email: bob.email })).toEqual({ status: "ok" });
    expect((await client.workspace.groups.list())[id].members).toEqual([]);
  });
});
