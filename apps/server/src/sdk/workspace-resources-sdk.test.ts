import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

/**
 * The official SDK's workspace.resources client, unchanged except for its base URL. Its request
 * serializer accepts only the resource types it lists, and history items are Vocable's own type
 * (`speech_history_item`), so the history calls name a type it knows and put Vocable's on the wire
 * with the SDK's own per-request overrides (queryParams, additionalBodyParameters); `voice` goes
 * through as is. Responses are parsed by the SDK's own model either way; errors other than 422
 * are the SDK's ElevenLabsError with the status.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let alices: ElevenLabsClient;
let bobs: ElevenLabsClient;
let itemId: string;

const asHistoryItem = { queryParams: { resource_type: "speech_history_item" } };
const historyBody = { additionalBodyParameters: { resource_type: "speech_history_item" } };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await joinWorkspace(t, await t.signUp("Bob"), alice.workspaceId);
  const baseUrl = await t.listen();
  alices = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
  bobs = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
  const voiceId = (await alices.voices.getAll()).voices[0].voiceId;
  const audio = await alices.textToSpeech.convert(voiceId, { text: "Shared through the SDK." }).withRawResponse();
  await new Response(audio.data).arrayBuffer();
  itemId = audio.rawResponse.headers.get("history-item-id")!;
});
afterAll(() => t.close());

describe("client.workspace.resources against Vocable", () => {
  it("share, get, then unshare a history item", async () => {
    await alices.workspace.resources.share(itemId, { role: "viewer", resourceType: "voice", userEmail: bob.email }, historyBody);
    const meta = await alices.workspace.resources.get(itemId, { resourceType: "voice" }, asHistoryItem);
    expect(meta).toMatchObject({
      resourceId: itemId,
      resourceType: "speech_history_item",
      creatorUserId: alice.userId,
      roleToGroupIds: { admin: [], editor: [], viewer: [bob.userId] },
    });
    expect(meta.shareOptions).toContainEqual(expect.objectContaining({ id: "default", type: "group" }));
    const shared = await bobs.history.list();
    expect(shared.history.map((h) => h.historyItemId)).toEqual([itemId]);

    await alices.workspace.resources.share(itemId, { role: "editor", resourceType: "voice", groupId: "default" }, historyBody);
    expect((await alices.workspace.resources.get(itemId, { resourceType: "voice" }, asHistoryItem)).roleToGroupIds.editor).toEqual(["default"]);

    await alices.workspace.resources.unshare(itemId, { resourceType: "voice", userEmail: bob.email }, historyBody);
    await alices.workspace.resources.unshare(itemId, { resourceType: "voice", groupId: "default" }, historyBody);
    expect((await bobs.history.list()).history).toEqual([]);
    await expect(bobs.history.get(itemId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("answers the SDK's errors: 400 for a target outside the workspace, 404 for what the caller cannot see", async () => {
    const outsider = await t.signUp("Carol");
    await expect(alices.workspace.resources.share(itemId, { role: "viewer", resourceType: "voice", userEmail: outsider.email }, historyBody)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(bobs.workspace.resources.get(itemId, { resourceType: "voice" }, asHistoryItem)).rejects.toMatchObject({ statusCode: 404 });
    // `voice` as the SDK sends it: a voice that is no workspace's own is not found.
    await expect(alices.workspace.resources.get("21m00Tcm4TlvDq8ikWAM", { resourceType: "voice" })).rejects.toMatchObject({ statusCode: 404 });
    await expect(alices.workspace.resources.share("21m00Tcm4TlvDq8ikWAM", { role: "viewer", resourceType: "voice", groupId: "default" })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
