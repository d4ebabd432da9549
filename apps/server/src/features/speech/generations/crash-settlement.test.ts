import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PREMADE_VOICES } from "@vocable/speech";
import { createApiKeyWithProof, signUpAndSignIn } from "#testing/http-account";
import { type ServerProcess } from "#testing/server-process";
import { CRASH_PUBLIC_URL, crashServer } from "#testing/crash-server";
import { waitFor } from "@vocable/speech/test-support";

const PUBLIC_URL = CRASH_PUBLIC_URL;
const TEXT = Array.from({ length: 12 }, (_, i) => `Part ${i + 1} of a text long enough to be cut off while it is still being spoken.`).join(" ");
/** For the drain test: long enough that no machine synthesises it within the one-second drain (a fast one did TEXT). */
const LONG_TEXT = Array.from({ length: 48 }, (_, i) => `Part ${i + 1} of a text long enough to be cut off while it is still being spoken.`).join(" ");
const ROUNDS = 5;
const USERS = 3;

interface Account {
  apiKey: string;
}

/**
 * Real server processes killed with SIGKILL in the middle of streaming generations, then
 * restarted: every character still charged must belong to a stored item whose audio exists, and
 * no file may be left that no item refers to. Runs on the embedded database and on PostgreSQL.
 */
describe.each(["pglite", "postgres"] as const)("generations through kill -9 on %s", (kind) => {
  let server: ServerProcess | undefined;
  const voiceId = PREMADE_VOICES.find((v) => v.language === "en")!.voiceId;
  const crash = crashServer(kind, "vocable-crash-", { SPEECH_WORKERS: "2" });

  const post = (url: string, body: unknown, headers: Record<string, string>) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  async function signUp(n: number): Promise<Account> {
    const email = `crash-${kind}-${n}-${Date.now()}@example.com`;
    const cookie = await signUpAndSignIn(server!.url, { name: "Crash", email, password: "correct horse battery", origin: PUBLIC_URL });
    return { apiKey: await createApiKeyWithProof(server!.url, { cookie, email, origin: PUBLIC_URL, name: "crash" }) };
  }

  /** The workspace's charge against the items it keeps, and whether each item's audio is there. */
  async function ledger(account: Account) {
    const headers = { "xi-api-key": account.apiKey };
    const { character_count } = (await (await fetch(`${server!.url}/v1/user/subscription`, { headers })).json()) as { character_count: number };
    const { history } = (await (await fetch(`${server!.url}/v1/history?page_size=1000`, { headers })).json()) as {
      history: { history_item_id: string; character_count_change_from: number; character_count_change_to: number }[];
    };
    const itemCharacters = history.reduce((sum, item) => sum + item.character_count_change_to - item.character_count_change_from, 0);
    const audio = await Promise.all(history.map(async (item) => (await fetch(`${server!.url}/v1/history/${item.history_item_id}/audio`, { headers })).status));
    return { charged: character_count, itemCharacters, ids: history.map((i) => i.history_item_id), audio };
  }

  it(`settles every generation after ${ROUNDS} kills mid-stream: charges equal the stored items, no item without audio, no file without item`, async () => {
    server = await crash.start();
    const accounts = await Promise.all(Array.from({ length: USERS }, (_, n) => signUp(n)));
    const received: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Two streams per workspace (the free tier's concurrency), read at different depths, plus one that completes.
      const done = await post(`${server.url}/v1/text-to-speech/${voiceId}`, { text: `Round ${round + 1} finished before the crash.` }, { "xi-api-key": accounts[0].apiKey });
      expect(done.status).toBe(200);
      await done.arrayBuffer();
      const streams = await Promise.all(
        accounts.flatMap((account) => [0, 1].map(() => post(`${server!.url}/v1/text-to-speech/${voiceId}/stream`, { text: TEXT }, { "xi-api-key": account.apiKey }))),
      );
      const refused = await Promise.all(streams.filter((s) => s.status !== 200).map(async (s) => `${s.status} ${await s.text()}`));
      expect(refused).toEqual([]);
      const reading = streams.map(async (res, i) => {
        const reader = res.body!.getReader();
        let bytes = 0;
        try {
          // Stream i reads i pieces, then waits: some have received nothing beyond the first piece.
          for (let piece = 0; piece < i; piece++) bytes += (await reader.read()).value?.length ?? 0;
        } catch {
          // the server died while this stream was reading
        }
        return bytes;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await server.kill();
      received.push(...(await Promise.all(reading)));
      server = await crash.start();
      // PostgreSQL: the restarted process settles generations whose heartbeat is older than the lease.
      for (const account of accounts) {
        await waitFor(`round ${round + 1} to settle`, async () => {
          const l = await ledger(account);
          return l.charged === l.itemCharacters;
        }, 30_000);
      }
    }
    expect(received.some((bytes) => bytes > 0)).toBe(true);

    let items = 0;
    const ids = new Set<string>();
    for (const account of accounts) {
      const l = await ledger(account);
      expect(l.charged).toBe(l.itemCharacters);
      expect(l.audio.every((status) => status === 200)).toBe(true);
      l.ids.forEach((id) => ids.add(id));
      items += l.ids.length;
    }
    expect(items).toBeGreaterThanOrEqual(ROUNDS); // at least the completed ones

    // Files: every stored audio file belongs to an item; the interrupted writes are gone once the
    // cleanup's sweep of incomplete writes has run (here: the files are simply absent).
    await server.stop();
    server = undefined;
    const historyDir = path.join(crash.dataDir, "files", "history");
    const files = fs.existsSync(historyDir) ? fs.readdirSync(historyDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()) : [];
    for (const file of files) expect(ids.has(path.parse(file.name).name)).toBe(true);
    expect(files.length).toBe(ids.size);
    const spool = path.join(crash.dataDir, "tmp", "speech");
    if (kind === "pglite") expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  }, 300_000);

  it("on SIGTERM, finishes the streams that can finish within the drain time and ends the others with an error, refunded", async () => {
    await server?.kill(); // a failed test before this one may have left its server running
    server = await crash.start();
    const [account] = await Promise.all([signUp(100)]);
    const short = "A short text that finishes in time.";
    /** Reads a /stream/with-timestamps answer slowly; says whether it ended cleanly and what text it covered. */
    const readSlowly = async (res: Response) => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return { ended: "done" as const, text, buffer };
          buffer += value;
          for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
            const line = JSON.parse(buffer.slice(0, cut)) as { alignment?: { characters: string[] }; detail?: { status: string } };
            buffer = buffer.slice(cut + 2);
            if (line.detail) return { ended: line.detail.status, text, buffer };
            text += line.alignment?.characters.join("") ?? "";
          }
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      } catch {
        return { ended: "error" as const, text, buffer };
      }
    };
    const open = (text: string) => post(`${server!.url}/v1/text-to-speech/${voiceId}/stream/with-timestamps`, { text }, { "xi-api-key": account.apiKey });
    const [longOne, shortOne] = await Promise.all([open(LONG_TEXT), open(short)]);
    const results = Promise.all([readSlowly(longOne), readSlowly(shortOne)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = server.stop();
    const [long, finished] = await results;
    expect(await exit).toBe(0);
    // The short one completed whole; the long one did not end like a complete answer.
    expect(finished).toMatchObject({ ended: "done", text: short });
    expect(long.ended).not.toBe("done");
    expect(long.text.length).toBeLessThan(LONG_TEXT.length);

    server = await crash.start();
    const l = await ledger(account);
    expect(l.charged).toBe(short.length);
    expect(l.itemCharacters).toBe(short.length);
    expect(l.ids).toHaveLength(1);
    await server.stop();
    server = undefined;
  }, 120_000);
});
