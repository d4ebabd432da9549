import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { longSpokenFlac } from "#testing/long-audio";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { waitFor } from "@vocable/speech/test-support";

/**
 * Long transcriptions of one workspace do not starve another's short one: the short one is answered
 * while the long ones are still running. The long files are real speech, fed at full speed: the
 * recogniser works on every piece of them. How long the short one waits and how far memory rises
 * are measured by `npm run bench:stt-fairness`, not here.
 */
// Long enough that the recogniser is still on them when the short one is answered (together an hour
// of speech, many minutes of recognition on two cores), short enough to make and upload quickly.
const LONG_SECONDS = 20 * 60;
const SHORT_TEXT =
  "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step. " +
  "She sells sea shells by the sea shore, and the shells she sells are surely sea shells.";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let dir: string;
let longFile: string;
let short: Awaited<ReturnType<typeof spokenWav>>;

const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, "").split(/\s+/).filter(Boolean);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vocable-fair-stt-"));
  t = await createTestApp({ MAX_UPLOAD_BYTES: "200000000", MAX_UPLOAD_SECONDS: String(3 * 3600) });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Long Files");
  bob = await t.signUp("Bob Short File");
  // Neither plan's allowance is what is tested here.
  await t.deps.db.update(workspace).set({ tier: "enterprise", characterLimit: 1_000_000_000 }).where(inArray(workspace.id, [alice.workspaceId, bob.workspaceId]));
  short = await spokenWav(t.deps.speech, SHORT_TEXT);
  const sentence = await spokenWav(t.deps.speech, "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step.");
  longFile = await longSpokenFlac(sentence.wav, LONG_SECONDS, path.join(dir, "meeting.flac"));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const post = (form: FormData, apiKey: string) => t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": apiKey }, body: form });

async function transcriptOf(id: string, apiKey: string) {
  const res = await t.request(`/v1/speech-to-text/transcripts/${id}`, { headers: { "xi-api-key": apiKey } });
  return (await res.json()) as { status: string; progress: number; text: string };
}

describe("speech to text shared fairly between workspaces", () => {
  it("answers another workspace's 12-second transcription while three 20-minute ones are still running", { timeout: 420_000 }, async () => {
    expect(short.seconds).toBeGreaterThan(9);
    expect(short.seconds).toBeLessThan(15);
    // Warm up (VAD model, recogniser).
    const warm = await post(audioForm(short.wav, { model_id: "scribe_v1" }), bob.apiKey);
    expect(warm.status).toBe(200);
    // The long file's bytes are held by the test (about 12 MB).
    const longBytes = new Blob([await readFile(longFile)]);
    // Three 20-minute files from one workspace.
    const longIds = await Promise.all(
      [1, 2, 3].map(async () => {
        const form = new FormData();
        form.append("model_id", "scribe_v1");
        form.append("async", "true");
        form.append("file", longBytes, "meeting.flac");
        const accepted = await post(form, alice.apiKey);
        expect(accepted.status).toBe(200);
        return ((await accepted.json()) as { transcription_id: string }).transcription_id;
      }),
    );
    // All three jobs run (admitted at once, taking turns for the recogniser), and recognition is under way.
    await waitFor("the long transcriptions to run", async () => {
      const transcripts = await Promise.all(longIds.map((id) => transcriptOf(id, alice.apiKey)));
      return (await t.deps.jobs.counts()).active >= 3 && transcripts.some((r) => r.progress > 0);
    }, 120_000);

    const res = await post(audioForm(short.wav, { model_id: "scribe_v1" }), bob.apiKey);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { text: string; transcription_id: string };
    const expected = words(SHORT_TEXT);
    expect(expected.filter((w) => words(body.text).includes(w)).length).toBeGreaterThanOrEqual(expected.length * 0.6);

    // The long ones were going all along, and stop once deleted.
    for (const id of longIds) {
      const long = await transcriptOf(id, alice.apiKey);
      expect(long).toMatchObject({ status: "processing" });
    }
    for (const id of longIds) expect((await t.request(`/v1/speech-to-text/transcripts/${id}`, { method: "DELETE", headers: { "xi-api-key": alice.apiKey } })).status).toBe(200);
    // Each stops after the piece it is recognising (in the background, at low priority: slow on a busy machine).
    await waitFor("the long jobs to stop", async () => (await t.deps.jobs.counts()).active === 0, 180_000);
  });
});
