import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { characterCost } from "@vocable/domain";
import { PREMADE_VOICES } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { createApiKeyWithProof, signUpAndSignIn } from "#testing/http-account";
import { type ServerProcess } from "#testing/server-process";
import { CRASH_PUBLIC_URL, crashServer } from "#testing/crash-server";

const PUBLIC_URL = CRASH_PUBLIC_URL;
/** Two sentences that arrive word by word: each becomes a chunk (a generation) at its full stop. */
const FIRST = "The first sentence arrives word by word. ";
const SECOND = "Then a second one follows it, also word by word. ";
/**
 * The last chunk: a long answer sent at once with `flush`, so that one generation is still being
 * made (several pieces of synthesis) when its first audio has reached the client and the server dies.
 */
const LONG = Array.from({ length: 20 }, (_, i) => `Part ${i + 1} of the long answer is still being spoken when the server dies.`).join(" ");
const AFTER = "Spoken whole after the restart. ";

interface Alignment {
  chars: string[];
}

/**
 * A stream-input socket (text to speech over a WebSocket) whose server process is killed with
 * SIGKILL while a chunk is being spoken, then restarted on the same database and data directory.
 *
 * What the socket charges: each chunk is a generation of its own, charged in full when it starts
 * (startSpeech), settled `delivered` when its audio was all sent, and, with the socket's
 * `enable_logging`, joined to the socket's one history item when the socket ends. A chunk's own
 * generation keeps no history item (the socket keeps one), so the crash settlement
 * (settleAbandonedGenerations: a generation left `started` is kept only if its item's audio
 * reached storage) refunds the chunk in flight whole, even though part of its audio was sent. So
 * after the restart the workspace is charged exactly the chunks spoken whole before the kill, once
 * each; the socket's history item, kept only when a socket ends, died with the process.
 */
describe.each(["pglite", "postgres"] as const)("a text-to-speech socket through kill -9 on %s", (kind) => {
  let server: ServerProcess | undefined;
  const voiceId = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "flite")!.voiceId;
  const crash = crashServer(kind, "vocable-socket-crash-");

  async function signUp(): Promise<string> {
    const email = `socket-crash-${kind}-${Date.now()}@example.com`;
    const cookie = await signUpAndSignIn(server!.url, { name: "Crash", email, password: "correct horse battery", origin: PUBLIC_URL });
    return createApiKeyWithProof(server!.url, { cookie, email, origin: PUBLIC_URL, name: "crash" });
  }

  async function charged(apiKey: string): Promise<number> {
    const res = await fetch(`${server!.url}/v1/user/subscription`, { headers: { "xi-api-key": apiKey } });
    return ((await res.json()) as { character_count: number }).character_count;
  }

  /** The workspace's history items, each with its characters and its audio's status. */
  async function history(apiKey: string) {
    const headers = { "xi-api-key": apiKey };
    const { history: items } = (await (await fetch(`${server!.url}/v1/history?page_size=1000`, { headers })).json()) as {
      history: { history_item_id: string; text: string; character_count_change_from: number; character_count_change_to: number }[];
    };
    return Promise.all(
      items.map(async (item) => ({
        text: item.text,
        characters: item.character_count_change_to - item.character_count_change_from,
        audio: (await fetch(`${server!.url}/v1/history/${item.history_item_id}/audio`, { headers })).status,
      })),
    );
  }

  /** A stream-input socket that records the characters of the audio it receives, in order. */
  function open(apiKey: string) {
    const ws = new WebSocket(`${server!.url.replace(/^http/, "ws")}/v1/text-to-speech/${voiceId}/stream-input`, { headers: { "xi-api-key": apiKey } });
    const state = { chars: "", audioMessages: 0, errors: [] as string[] };
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as { audio?: string; alignment?: Alignment | null; error?: string };
      if (message.error) state.errors.push(message.error);
      if (message.audio) state.audioMessages += 1;
      state.chars += message.alignment?.chars.join("") ?? "";
    });
    ws.on("error", () => {}); // the server dies under it
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    const opened = new Promise<void>((resolve, reject) => (ws.once("open", () => resolve()), ws.once("error", reject)));
    const send = (message: object) => ws.send(JSON.stringify(message));
    return { ws, state, closed, opened, send };
  }

  const sendWords = async (socket: ReturnType<typeof open>, text: string) => {
    for (const word of text.split(/(?<= )/)) {
      socket.send({ text: word });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("charges exactly the chunks spoken whole before the kill, once; the chunk in flight is refunded whole", async () => {
    server = await crash.start();
    const apiKey = await signUp();
    expect(await charged(apiKey)).toBe(0);

    const socket = open(apiKey);
    await socket.opened;
    socket.send({ text: " " });
    await sendWords(socket, FIRST);
    await sendWords(socket, SECOND);
    // Both sentences spoken whole (their characters all came back) before the last chunk starts.
    await waitFor("the two sentences' audio", () => socket.state.chars === FIRST + SECOND || socket.state.errors.length > 0, 60_000);
    expect(socket.state.errors).toEqual([]);
    socket.send({ text: LONG, flush: true });
    // Some of the long chunk's audio (with its timings) has arrived: its generation is under way.
    await waitFor("the long chunk's first audio", () => socket.state.chars.length > (FIRST + SECOND).length || socket.state.errors.length > 0, 60_000);
    // Charged up front: the two chunks spoken and the one under way.
    const beforeKill = await charged(apiKey);
    await server.kill();
    expect(await socket.closed).toBe(1006);
    expect(socket.state.errors).toEqual([]);
    // The kill landed mid-chunk: the client got only part of the long chunk's speech.
    const heardOfLong = socket.state.chars.slice((FIRST + SECOND).length);
    expect(LONG.startsWith(heardOfLong)).toBe(true);
    expect(heardOfLong.length).toBeGreaterThan(0);
    expect(heardOfLong.length).toBeLessThan(LONG.length);
    expect(beforeKill).toBe(characterCost(FIRST + SECOND + LONG));

    // Restarted on the same database and data directory: the embedded database settles what the
    // dead process left before it listens; PostgreSQL once the generation's lease has run out.
    const spokenWhole = characterCost(FIRST) + characterCost(SECOND);
    server = await crash.start();
    await waitFor("the chunk in flight to be settled", async () => (await charged(apiKey)) === spokenWhole, 30_000);
    // By the crash settlement: one generation found abandoned, refunded (no item's audio in storage).
    expect(server.output.filter((line) => line.includes("settled generations of a stopped process"))).toEqual([expect.stringContaining("0 kept, 1 refunded")]);
    // Every item kept has its audio and no item claims characters not charged. (Today there is none:
    // the socket's item is kept when the socket ends, and this one never ended.)
    const kept = await history(apiKey);
    expect(kept.filter((item) => item.audio !== 200)).toEqual([]);
    expect(kept.reduce((sum, item) => sum + item.characters, 0)).toBeLessThanOrEqual(spokenWhole);
    if (kind === "pglite") {
      // The dead process's working files (the chunk's, the socket's item's) are gone.
      const spool = path.join(crash.dataDir, "tmp", "speech");
      expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
    }

    // The workspace speaks on: a socket after the restart is charged its text and keeps its item,
    // with audio; meanwhile (PostgreSQL: the sweep runs every third of the lease) nothing settles twice.
    const after = open(apiKey);
    await after.opened;
    after.send({ text: " " });
    await sendWords(after, AFTER);
    after.send({ text: "" });
    expect(await after.closed).toBe(1000);
    expect(after.state.chars).toBe(AFTER);
    expect(await charged(apiKey)).toBe(spokenWhole + characterCost(AFTER));
    expect(await history(apiKey)).toEqual([{ text: AFTER, characters: characterCost(AFTER), audio: 200 }]);

    await server.stop();
    server = undefined;
  }, 180_000);
});
