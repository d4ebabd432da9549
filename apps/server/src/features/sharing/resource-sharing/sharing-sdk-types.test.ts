import { ElevenLabsClient, type ElevenLabs, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

// Alice shares with Bob, an editor of her workspace, through the SDK's workspace.resources client.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let sdk: ElevenLabsClient;
let bobSdk: ElevenLabsClient;

const failure = async (promise: Promise<unknown>) => (await promise.catch((e: unknown) => e)) as ElevenLabsError;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await joinWorkspace(t, await t.signUp("Bob"), alice.workspaceId);
  const baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
  bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(() => t.close());

describe("workspace.resources through the SDK, beyond voices", () => {
  it("shares, shows and unshares a pronunciation dictionary", async () => {
    const { id } = await sdk.pronunciationDictionaries.createFromRules({ name: "Places", rules: [{ type: "alias", stringToReplace: "Thailand", alias: "tie-land" }] });
    expect((await failure(bobSdk.pronunciationDictionaries.get(id))).statusCode).toBe(404);
    await sdk.workspace.resources.share(id, { role: "viewer", resourceType: "pronunciation_dictionary", userEmail: bob.email });
    const meta = await sdk.workspace.resources.get(id, { resourceType: "pronunciation_dictionary" });
    expect(meta).toMatchObject({ resourceId: id, resourceType: "pronunciation_dictionary", roleToGroupIds: { viewer: [bob.userId] } });
    expect((await bobSdk.pronunciationDictionaries.get(id)).name).toBe("Places");
    await sdk.workspace.resources.unshare(id, { resourceType: "pronunciation_dictionary", userEmail: bob.email });
    expect((await failure(bobSdk.pronunciationDictionaries.get(id))).statusCode).toBe(404);
  });

  it("shares a history item, its type passed through requestOptions (the SDK's list has no history items)", async () => {
    const voiceId = (await sdk.voices.getAll()).voices[0].voiceId;
    const { rawResponse } = await sdk.textToSpeech.convert(voiceId, { text: "Shared through the SDK." }).withRawResponse();
    const itemId = rawResponse.headers.get("history-item-id")!;
    expect((await failure(bobSdk.history.get(itemId))).statusCode).toBe(404);
    await sdk.workspace.resources.share(itemId, { role: "viewer", resourceType: "voice", userEmail: bob.email }, { additionalBodyParameters: { resource_type: "speech_history_item" } });
    expect((await bobSdk.history.get(itemId)).text).toBe("Shared through the SDK.");
    const meta = await sdk.workspace.resources.get(itemId, { resourceType: "voice" }, { queryParams: { resource_type: "speech_history_item" } });
    expect(meta.roleToGroupIds).toMatchObject({ viewer: [bob.userId] });
  });

  it.each<[ElevenLabs.WorkspaceResourceType, string]>([
    ["dubbing", "Vocable has no such resource"],
    ["convai_agents", "Vocable has no such resource"],
    ["voice_collection", "Vocable's voice collections belong to their owner"],
    ["transcription_tasks", "Vocable's transcripts belong to their owner"],
  ])("answers %s with a 400 naming the type, in share, unshare and get", async (resourceType, why) => {
    const calls = [
      () => sdk.workspace.resources.share("some_id", { role: "viewer", resourceType, userEmail: bob.email }),
      () => sdk.workspace.resources.unshare("some_id", { resourceType, userEmail: bob.email }),
      () => sdk.workspace.resources.get("some_id", { resourceType }),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err.statusCode).toBe(400);
      expect(err.body).toMatchObject({ detail: { status: "unsupported_resource_type", message: expect.stringContaining(`resource_type '${resourceType}' cannot be shared: ${why}`) } });
    }
  });
});
