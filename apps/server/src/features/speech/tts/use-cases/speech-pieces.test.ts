import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseOutputFormat, type SpeechChunk } from "@vocable/speech";
import { afterEach, describe, expect, it } from "vitest";
import { AudioSpool } from "../audio-spool";
import { FIRST_AUDIO_SECONDS, SpeechPieces, type SpeechPiece } from "./speech-pieces";

const RATE = 16_000;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A chunk of `seconds` of a tone, saying `text` evenly over its length from `start`. */
function chunk(text: string, seconds: number, start: number): SpeechChunk {
  const samples = Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / RATE)));
  const step = seconds / text.length;
  const characters = [...text];
  return {
    samples,
    sampleRate: RATE,
    alignment: {
      characters,
      character_start_times_seconds: characters.map((_, i) => start + i * step),
      character_end_times_seconds: characters.map((_, i) => start + (i + 1) * step),
    },
  };
}

async function piecesOf(chunks: SpeechChunk[], opts: { streaming: boolean; format?: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-pieces-"));
  dirs.push(dir);
  const iterator = (async function* () {
    yield* chunks.slice(1);
  })();
  const spool = await AudioSpool.create(dir, "generation");
  const format = parseOutputFormat(opts.format ?? "pcm_16000")!;
  return new SpeechPieces(iterator, { done: false, value: chunks[0] }, spool, { format, streaming: opts.streaming });
}

async function drain(pieces: SpeechPieces): Promise<SpeechPiece[]> {
  const all: SpeechPiece[] = [];
  for (let piece = await pieces.next(); piece; piece = await pieces.next()) all.push(piece);
  return all;
}

describe("SpeechPieces", () => {
  const said = [chunk("Hello there. ", 1.2, 0), chunk("How are you?", 0.9, 1.2)];

  it("sends a stream's first chunk in two parts: a short head on its own, then the rest with the chunk's characters", async () => {
    const pieces = await piecesOf(said, { streaming: true });
    const all = await drain(pieces);
    // head, rest of the first chunk, the second chunk, the encoder's tail
    expect(all.map((p) => p.chunk?.alignment.characters.join("") ?? null)).toEqual([null, "Hello there. ", "How are you?", null]);
    expect(all[0].audio.length).toBe(Math.round(RATE * FIRST_AUDIO_SECONDS) * 2); // 16-bit PCM
    expect(pieces.delivered.text).toBe("Hello there. How are you?");
    expect(pieces.alignment.characters.join("")).toBe("Hello there. How are you?");
    expect(pieces.spool.bytes).toBe(all.reduce((sum, p) => sum + p.audio.length, 0));
    expect(pieces.spool.bytes).toBe(2.1 * RATE * 2);
    expect(pieces.ended).toBe(true);
  });

  it("encodes a whole answer piece by piece without a head, and counts nothing as delivered", async () => {
    const pieces = await piecesOf(said, { streaming: false });
    const all = await drain(pieces);
    expect(all.map((p) => p.chunk?.alignment.characters.join("") ?? null)).toEqual(["Hello there. ", "How are you?", null]);
    expect(pieces.delivered.text).toBe("");
    expect(pieces.alignment.character_end_times_seconds.at(-1)).toBeCloseTo(2.1);
  });

  it("keeps a short first chunk whole even when streaming", async () => {
    const pieces = await piecesOf([chunk("Hi.", 0.4, 0)], { streaming: true });
    expect((await drain(pieces)).map((p) => p.chunk?.alignment.characters.join("") ?? null)).toEqual(["Hi.", null]);
  });

  it("ends once: after end() there are no more pieces", async () => {
    const pieces = await piecesOf(said, { streaming: true });
    expect(await pieces.next()).not.toBeNull();
    expect(pieces.end()).toBe(true);
    expect(pieces.end()).toBe(false);
    expect(await pieces.next()).toBeNull();
    expect(pieces.delivered.text).toBe("");
  });

  it("writes a WAV whose header gets the sizes once the spool is sealed", async () => {
    const pieces = await piecesOf(said, { streaming: false, format: "wav_16000" });
    await drain(pieces);
    await pieces.spool.seal();
    const bytes = fs.readFileSync(pieces.spool.file);
    expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.readUInt32LE(40)).toBe(2.1 * RATE * 2);
  });
});
