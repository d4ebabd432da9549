/**
 * `npm run bench` (not a test): realtime speech to text's latency, from the compiled server running
 * as its own process. A known paragraph, spoken by an embedded voice (Flite), is streamed over
 * `wss /v1/speech-to-text/realtime` at real-time pace (100 ms of 16 kHz PCM every 100 ms, as a
 * microphone sends it; commit_strategy vad, then a commit at the end). Each word's end comes from
 * the synthesis' character timings; the figure is, per word, the time from sending the chunk that
 * holds the word's end to the first transcript (partial or committed) that contains the word. Words
 * are matched in order, case-insensitively: the reference words whose end has been sent against
 * the transcript so far (the committed ones, then the latest partial) by longest common
 * subsequence. Prints p50 and p90, and how many of the paragraph's words ever appeared.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES, SpeechService } from "@vocable/speech";
import WebSocket from "ws";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";

const PARAGRAPH =
  "The weather today is cold and windy in the north. Tomorrow the sun will shine again over the hills. " +
  "Farmers hope the rain will come before the end of the week, because the fields are dry and the river is low. " +
  "In the city, people walk to work with warm coats and hot coffee. " +
  "Children play in the park after school while their parents talk on the benches.";
const RATE = 16000;
/** One chunk: 100 ms of audio. */
const CHUNK = RATE / 10;
const CHUNK_MS = 100;
/** Silence sent after the paragraph (the speaker stops), before the final commit. */
const TAIL_SECONDS = 2;
const voice = PREMADE_VOICES.find((v) => v.engine === "flite" && v.name === "Samantha")!;

const normal = (word: string) => word.toLowerCase().replace(/[^a-z0-9']/g, "");

/** The paragraph's words with the time (s) their last letter ends, from the synthesis' alignment. */
function wordEnds(text: string, characters: string[], ends: number[]): { word: string; end: number }[] {
  if (characters.join("") !== text) throw new Error("the alignment does not spell the paragraph");
  return [...text.matchAll(/\S+/g)].map((m) => {
    let last = m.index + m[0].length - 1;
    while (last > m.index && !/[\p{L}\p{N}]/u.test(text[last])) last--;
    return { word: normal(m[0]), end: ends[last] };
  });
}

/** The indexes of `ref` matched by a longest common subsequence with `hyp`. */
function matched(ref: string[], hyp: string[]): number[] {
  const table = Array.from({ length: ref.length + 1 }, () => new Uint16Array(hyp.length + 1));
  for (let i = ref.length - 1; i >= 0; i--) {
    for (let j = hyp.length - 1; j >= 0; j--) table[i][j] = ref[i] === hyp[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  }
  const found: number[] = [];
  for (let i = 0, j = 0; i < ref.length && j < hyp.length; ) {
    if (ref[i] === hyp[j]) {
      found.push(i);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return found;
}

async function main() {
  const speech = new SpeechService({ workers: 1 });
  const said = await speech.synthesize({ text: PARAGRAPH, voiceId: voice.voiceId, owner: "bench" });
  await speech.close();
  if (said.sampleRate !== RATE) throw new Error(`the voice speaks at ${said.sampleRate} Hz, not ${RATE}`);
  const words = wordEnds(PARAGRAPH, said.alignment.characters, said.alignment.character_end_times_seconds);
  const audio = new Int16Array(said.samples.length + TAIL_SECONDS * RATE);
  audio.set(said.samples);
  const chunks = Math.ceil(audio.length / CHUNK);
  /** The chunk holding each word's end. */
  const endChunk = words.map((w) => Math.min(chunks - 1, Math.floor((w.end * RATE) / CHUNK)));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-stt-realtime-"));
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir };
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, voice ${voice.name} (Flite), ${words.length} words in ${(said.samples.length / RATE).toFixed(1)} s, ` +
      `${CHUNK_MS} ms chunks at real-time pace, commit_strategy vad, PocketSphinx\n`,
  );
  let server = await startServer(env);
  const account = await signUp(server.url, "bench-stt-realtime@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [account.workspaceId]);
  server = await startServer(env);
  try {
    const query = "model_id=scribe_v2_realtime&audio_format=pcm_16000&commit_strategy=vad&language_code=en";
    const ws = new WebSocket(`${server.url.replace(/^http/, "ws")}/v1/speech-to-text/realtime?${query}`, { headers: { "xi-api-key": account.key } });
    const sentAt: number[] = [];
    const firstSeen: (number | null)[] = words.map(() => null);
    const committed: string[] = [];
    const counts = { partial: 0, committed: 0 };
    const partialAt: number[] = [];
    let lastAt = 0;
    const started = new Promise<void>((resolve, reject) => {
      ws.on("message", (data) => {
        const at = performance.now();
        const message = JSON.parse(String(data)) as { message_type: string; text?: string; error?: string };
        if (message.message_type === "session_started") return resolve();
        if (message.error) return reject(new Error(`${message.message_type}: ${message.error}`));
        let transcript: string;
        if (message.message_type === "partial_transcript") {
          counts.partial++;
          partialAt.push(at);
          transcript = [...committed, message.text ?? ""].join(" ");
        } else if (message.message_type === "committed_transcript") {
          counts.committed++;
          committed.push(message.text ?? "");
          transcript = committed.join(" ");
        } else return;
        lastAt = at;
        // Only words whose end has been sent can be heard.
        const sent = endChunk.findIndex((c) => sentAt[c] === undefined);
        const inSight = sent === -1 ? words.length : sent;
        for (const i of matched(words.slice(0, inSight).map((w) => w.word), transcript.split(/\s+/).map(normal).filter(Boolean))) firstSeen[i] ??= at;
      });
      ws.on("error", reject);
    });
    await started;
    const t0 = performance.now();
    for (let k = 0; k < chunks; k++) {
      const wait = t0 + k * CHUNK_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const piece = audio.subarray(k * CHUNK, (k + 1) * CHUNK);
      const last = k === chunks - 1;
      ws.send(JSON.stringify({ message_type: "input_audio_chunk", audio_base_64: Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString("base64"), commit: last }));
      sentAt[k] = performance.now();
    }
    // The final commit's transcript, then a moment for nothing more to come.
    for (let i = 0; i < 600 && (counts.committed === 0 || performance.now() - lastAt < 2000); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    ws.close();

    const latency = words.flatMap((_, i) => (firstSeen[i] === null ? [] : [firstSeen[i]! - sentAt[endChunk[i]]]));
    const half = Math.floor(words.length / 2);
    const part = (from: number, to: number) => words.slice(from, to).flatMap((_, j) => (firstSeen[from + j] === null ? [] : [firstSeen[from + j]! - sentAt[endChunk[from + j]]]));
    console.log(`words that ever appeared: ${latency.length} of ${words.length}`);
    console.log(`end of a word sent → first transcript with it: p50 ${ms(quantile(latency, 0.5))}, p90 ${ms(quantile(latency, 0.9))}`);
    console.log(`  first half of the paragraph p50 ${ms(quantile(part(0, half), 0.5))}; second half p50 ${ms(quantile(part(half, words.length), 0.5))}`);
    const gaps = partialAt.slice(1).map((at, i) => at - partialAt[i]);
    console.log(`transcripts: ${counts.partial} partial (median ${ms(quantile(gaps, 0.5))} apart), ${counts.committed} committed`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
