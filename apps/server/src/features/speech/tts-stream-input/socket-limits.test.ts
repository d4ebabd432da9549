import { StreamInputQuery } from "@vocable/contract";
import { characterCost } from "@vocable/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { alignedText, openTestSocket, until } from "#testing/test-socket";
import { StreamInputSession } from "./stream-input-session";

/** Twenty sentences: a socket is still speaking them when the test acts. */
const LONG_TEXT = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} is here so that the socket keeps speaking for a while.`).join(" ");

/** Eight of them: more than one chunk, so some is still to come when the reader stops. */
const SHORTER_TEXT = LONG_TEXT.split(/(?<=\.) /).slice(0, 8).join(" ");

let t: TestApp;
let base: string;
let voiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = (await t.listen()).replace(/^http/, "ws");
  const someone = await t.signUp("Voices");
  const voices = await (await t.request("/v1/voices", { headers: { "xi-api-key": someone.apiKey } })).json();
  voiceId = voices.voices.find((v: { labels: { language?: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

const open = (user: TestUser, query = "?enable_logging=false") => openTestSocket(`${base}/v1/text-to-speech/${voiceId}/stream-input${query}`, { "xi-api-key": user.apiKey });
const used = async (user: TestUser) => (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()).character_count as number;

describe("text-to-speech sockets at the workspace's limits", () => {
  it("speaks what the quota allows, then tells quota_exceeded on the socket and closes, charging nothing more", async () => {
    const bob = await t.signUp("Bob");
    const first = "This first sentence fits in what is left. ";
    const second = "But this second one goes over the monthly limit of the plan. ";
    // Free tier: 10,000 characters; the first sentence fits, the second does not.
    await t.database.db.update(workspace).set({ characterCount: 10_000 - characterCost(first) - 5 }).where(eq(workspace.id, bob.workspaceId));
    const socket = open(bob);
    await socket.send({ text: " " });
    await socket.send({ text: first });
    await until(() => alignedText(socket.received) === first);
    await socket.send({ text: second, flush: true });
    expect((await socket.closed).code).toBe(1008);
    expect(socket.received.at(-1)!.message).toMatchObject({ error: "quota_exceeded", code: 1008 });
    expect(String(socket.received.at(-1)!.message.message)).toContain("5 characters remaining");
    expect(alignedText(socket.received)).toBe(first);
    expect(await used(bob)).toBe(10_000 - 5);
  });

  it("counts a speaking socket as one generation under the tier's concurrency, and frees it when it is done", async () => {
    const carol = await t.signUp("Carol");
    // Free tier: two at once. Two sockets speak long texts; a third is refused while they do.
    const speaking = [open(carol), open(carol)];
    for (const socket of speaking) {
      await socket.send({ text: " " });
      await socket.send({ text: LONG_TEXT, flush: true });
    }
    await until(() => speaking.every((socket) => socket.received.length > 0));
    const third = open(carol);
    await third.send({ text: " " });
    await third.send({ text: "One too many. ", flush: true });
    expect((await third.closed).code).toBe(1008);
    expect(third.received.at(-1)!.message).toMatchObject({ error: "too_many_concurrent_requests", code: 1008 });

    for (const socket of speaking) socket.ws.terminate();
    await Promise.all(speaking.map((socket) => socket.closed));
    // Once they are gone, a socket speaks again.
    let again = open(carol);
    for (let attempt = 0; attempt < 50; attempt++) {
      await again.send({ text: " " });
      await again.send({ text: "Room again. ", flush: true });
      await until(() => again.received.length > 0);
      if (again.received[0]!.message.audio !== undefined) break;
      again = open(carol);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again.received[0]!.message.audio).toBeDefined();
    await again.send({ text: "" });
    expect((await again.closed).code).toBe(1000);
  }, 120_000);
});

describe("a reader slower than the audio", () => {
  it("is sent nothing more while its backlog is over 1 MiB, and everything once it drains", async () => {
    const dave = await t.signUp("Dave");
    const sent: Record<string, unknown>[] = [];
    let backlog = 0;
    const closed: number[] = [];
    // The socket's end as the session sees it: what it sent, and the bytes the client has not read yet.
    const port = { send: (message: object) => void sent.push(message as Record<string, unknown>), close: (code: number) => void closed.push(code), bufferedAmount: () => backlog };
    const session = new StreamInputSession(t.deps, port, {
      voiceId,
      query: StreamInputQuery.parse({ enable_logging: "false" }),
      principal: ownerPrincipal(dave),
      requestId: "slow-reader",
      ip: undefined,
    });
    session.receive(JSON.stringify({ text: " " }));
    session.receive(JSON.stringify({ text: SHORTER_TEXT, flush: true }));
    await until(() => sent.length > 0);
    // The client stops reading: its backlog is over the bound, and the session holds the audio back.
    backlog = 2 * 1024 * 1024;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const held = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.length).toBe(held);
    const spokenWhileHeld = alignedText(sent.map((message) => ({ at: 0, message })));
    expect(spokenWhileHeld.length).toBeLessThan(SHORTER_TEXT.length);
    // It reads again: the rest comes, every character once.
    backlog = 0;
    session.receive(JSON.stringify({ text: "" }));
    await until(() => closed.length > 0);
    expect(closed).toEqual([1000]);
    expect(alignedText(sent.map((message) => ({ at: 0, message })))).toBe(SHORTER_TEXT);
  }, 120_000);
});
