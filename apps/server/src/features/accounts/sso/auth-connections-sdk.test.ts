import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** client.workspace.authConnections against Vocable: none are kept, and each change is a 400 saying why. */
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Connections");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

describe("workspace.authConnections", () => {
  it("list answers none", async () => {
    expect(await sdk.workspace.authConnections.list()).toEqual({ authConnections: [] });
  });

  it("create, update and delete are refused with 400 naming auth connections and pointing at single sign-on", async () => {
    const created = await failure(
      sdk.workspace.authConnections.create({ authType: "oauth2_client_credentials", name: "CRM", provider: "crm", clientId: "id", tokenUrl: "https://crm.example/token", clientSecret: "s3cret" }),
    );
    const updated = await failure(sdk.workspace.authConnections.update("conn_1", { authType: "bearer_auth" }));
    const deleted = await failure(sdk.workspace.authConnections.delete("conn_1"));
    for (const [refusal, words] of [
      [created, ["Creating an auth connection", "oauth2_client_credentials"]],
      [updated, ["Updating auth connection conn_1", "bearer_auth"]],
      [deleted, ["Deleting auth connection conn_1"]],
    ] as const) {
      expect(refusal).toMatchObject({ statusCode: 400 });
      const body = JSON.stringify(refusal!.body);
      for (const word of words) expect(body).toContain(word);
      expect(body).toContain("/v1/workspace/identity-providers");
      expect(body).not.toContain("s3cret");
    }
  });
});
