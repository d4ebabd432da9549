import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { wavBytes } from "@vocable/speech";
import { makeTestVideo, speakWithFlite, waitFor } from "@vocable/speech/test-support";
import { describe, expect, it } from "vitest";
import { CRASH_PUBLIC_URL, crashServer } from "#testing/crash-server";
import { createApiKeyWithProof, signUpAndSignIn } from "#testing/http-account";
import type { ServerProcess } from "#testing/server-process";

const RATE = 22_050;

/** A 10-second video: two voices, one after the other. */
async function twoVoiceVideo(folder: string): Promise<Buffer> {
  const sound = new Int16Array(10 * RATE);
  for (const [text, voice, at] of [["Good morning my friend. Today we cook a big dinner together.", "rms", 0.5], ["Hello and welcome to the video. Please bring the bread.", "slt", 5.2]] as const) {
    const said = await speakWithFlite(text, voice, RATE);
    sound.set(said.subarray(0, Math.min(said.length, sound.length - Math.round(at * RATE))), Math.round(at * RATE));
  }
  await writeFile(path.join(folder, "sound.wav"), wavBytes(sound, RATE));
  await makeTestVideo({ path: path.join(folder, "clip.mp4"), seconds: 10, audioWav: path.join(folder, "sound.wav") });
  return readFile(path.join(folder, "clip.mp4"));
}

/**
 * The compiled server killed with SIGKILL while a dub is being voiced, then started again on the
 * same database and files: the dub resumes after its last finished step and is done, charged once.
 * Runs on the database of the suite (the embedded one, or PostgreSQL in the PostgreSQL pass).
 */
describe(`a dub through kill -9 on ${process.env.DATABASE_URL ? "postgres" : "pglite"}`, () => {
  const crash = crashServer(process.env.DATABASE_URL ? "postgres" : "pglite", "vocable-dub-crash-");
  let server: ServerProcess;

  it("resumes after the last finished step and finishes, charged once", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "vocable-dub-crash-media-"));
    try {
      const video = await twoVoiceVideo(folder);
      server = await crash.start();
      const email = `dub-crash-${Date.now()}@example.com`;
      const cookie = await signUpAndSignIn(server.url, { name: "Crash Dub", email, password: "correct horse battery", origin: CRASH_PUBLIC_URL });
      const headers = { "xi-api-key": await createApiKeyWithProof(server.url, { cookie, email, origin: CRASH_PUBLIC_URL, name: "crash" }) };
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(video)]), "clip.mp4");
      form.append("source_lang", "en");
      form.append("target_lang", "en");
      const created = await fetch(`${server.url}/v1/dubbing`, { method: "POST", headers, body: form });
      expect(created.status).toBe(200);
      const { dubbing_id: id } = (await created.json()) as { dubbing_id: string };
      const dub = async () => (await (await fetch(`${server.url}/v1/dubbing/${id}`, { headers })).json()) as { status: string; progress: number; usage: { characters: number } };
      const charged = async () => ((await (await fetch(`${server.url}/v1/user/subscription`, { headers })).json()) as { character_count: number }).character_count;

      // Killed once the lines are being voiced: the source is prepared, transcribed and translated by then.
      await waitFor("the dub to be voicing its lines", async () => (await dub()).status === "dubbing", 120_000);
      const cost = (await dub()).usage.characters;
      expect(await charged()).toBe(cost);
      await server.kill();

      server = await crash.start();
      // It goes on from its last finished step: never back to preparing (reading and transcribing the source).
      const seen = new Set<string>();
      await waitFor("the dub to finish after the restart", async () => {
        const { status } = await dub();
        seen.add(status);
        return status === "dubbed" || status === "failed";
      }, 240_000);
      expect(seen.has("preparing")).toBe(false);
      expect((await dub()).status).toBe("dubbed");
      expect(await charged()).toBe(cost);
      const audio = await fetch(`${server.url}/v1/dubbing/${id}/audio/en`, { headers });
      expect(audio.status).toBe(200);
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      await server.kill();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 420_000);
});
