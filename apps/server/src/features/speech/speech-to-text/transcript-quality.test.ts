// The PostgreSQL pass leaves this file out: what it checks is the recogniser's progress, punctuation and confidence; its transcript rows are the ones speech-to-text.test.ts checks on PostgreSQL.
import { LOW_CONFIDENCE_LOGPROB, wavHeader } from "@vocable/domain";
import { concatBytes, PREMADE_VOICES } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/**
 * What a person sees of a transcription besides its words (issue 24): the progress moving while the
 * recogniser works through the audio, sentences with capitals and end marks, and a transcript the
 * recogniser could not follow flagged, word by word. Real speech (Flite, eSpeak NG) and the real
 * recogniser; how good the punctuation is, is measured by bench/stt-punctuation.ts, not here.
 */
const STORY = [
  "Every morning the baker opens the shop before the sun comes up.",
  "The street smells of fresh bread and warm butter.",
  "Children stop at the window on their way to school.",
  "Some of them ask for a small roll with raisins.",
  "The baker always keeps a few aside for them.",
  "At noon the shelves are empty and the shop is quiet again.",
  "Where do all the loaves go?",
  "Nobody in the village can say for certain.",
  "Some say the miller buys them for his horses.",
  "Others think the baker eats them all himself.",
  "I think the birds in the square know the answer.",
];
const GERMAN =
  "Der Zug nach Hamburg fährt heute leider mit zwanzig Minuten Verspätung ab. " +
  "Wir bitten alle Fahrgäste, auf dem Bahnsteig hinter der weißen Linie zu warten.";

let t: TestApp;
let alice: TestUser;

/** `sentences` read aloud by Flite's Richard with a second's pause after each, as a reader pauses, as a WAV file. */
async function readAloud(sentences: readonly string[]): Promise<{ wav: Uint8Array; seconds: number }> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const parts: Uint8Array[] = [];
  let rate = 0;
  for (const text of sentences) {
    const said = await t.deps.speech.synthesize({ text, voiceId: voice.voiceId, owner: "test" });
    rate = said.sampleRate;
    parts.push(new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength), new Uint8Array(2 * rate));
  }
  const pcm = concatBytes(parts);
  return { wav: concatBytes([wavHeader(rate, pcm.length), pcm]), seconds: pcm.length / 2 / rate };
}

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: "20000000", MAX_UPLOAD_SECONDS: "300" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Checks Transcripts");
});
afterAll(() => t?.close());

interface Body {
  status: string;
  error: string | null;
  progress: number;
  text: string;
  words: { text: string; type: string; logprob: number }[];
  low_confidence?: boolean;
  low_confidence_words?: number;
}

const read = async (id: string) => (await (await t.request(`/v1/speech-to-text/transcripts/${id}`, { headers: { "xi-api-key": alice.apiKey } })).json()) as Body;

/** Sends `wav` with async=true and reads the transcript as the web app does until it is done; every progress value read. */
async function transcribe(wav: Uint8Array, pollMs: number): Promise<{ body: Body; seen: number[] }> {
  const res = await t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": alice.apiKey }, body: audioForm(wav, { model_id: "scribe_v1", async: "true", language_code: "en" }) });
  expect(res.status).toBe(200);
  const { transcription_id: id } = (await res.json()) as { transcription_id: string };
  const seen: number[] = [];
  for (;;) {
    const body = await read(id);
    if (body.status !== "processing") return { body, seen };
    seen.push(body.progress);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

describe("a transcription's progress, punctuation and confidence", () => {
  it("moves its progress through the audio while the recogniser works, then completes in sentences", { timeout: 600_000 }, async () => {
    const story = await readAloud(STORY);
    // Longer than one 30-second piece: progress between pieces alone would show one value between 0 and 1.
    expect(story.seconds).toBeGreaterThan(35);
    const { body, seen } = await transcribe(story.wav, 50);
    expect(body.status, body.error ?? "").toBe("completed");
    expect(body.progress).toBe(1);
    // Several values strictly between 0 and 1 (each sentence the recogniser finishes), never going back.
    const between = new Set(seen.filter((p) => p > 0 && p < 1));
    expect(between.size).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    // Sentence case and end marks: a capital first, an end mark last, several sentences.
    expect(body.text).toMatch(/^[A-Z]/);
    expect(body.text).toMatch(/[.?]$/);
    expect(body.text.match(/[.?] [A-Z]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const words = body.words.filter((w) => w.type === "word");
    expect(words.map((w) => w.text).join(" ")).toBe(body.text);
    // Clear speech in the recogniser's language: not flagged.
    expect(body.low_confidence).toBe(false);
    expect(body.low_confidence_words).toBe(words.filter((w) => w.logprob < LOW_CONFIDENCE_LOGPROB).length);
  });

  it("flags a transcript of speech the recogniser cannot follow, with the words it was unsure of", { timeout: 300_000 }, async () => {
    const german = await spokenWav(t.deps.speech, GERMAN, "Lukas");
    const { body } = await transcribe(german.wav, 200);
    expect(body.status, body.error ?? "").toBe("completed");
    const words = body.words.filter((w) => w.type === "word");
    expect(words.length).toBeGreaterThan(0);
    const unsure = words.filter((w) => w.logprob < LOW_CONFIDENCE_LOGPROB);
    expect(body.low_confidence).toBe(true);
    expect(body.low_confidence_words).toBe(unsure.length);
    expect(unsure.length / words.length).toBeGreaterThanOrEqual(0.3);
  });
});
