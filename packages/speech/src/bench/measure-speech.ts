/**
 * Prints the figures quoted in packages/speech/README.md:
 *   npx tsx packages/speech/src/bench/measure-speech.ts
 * Raw engine time (in this thread, whole text) vs the service (worker pool,
 * sentence streaming): time to first chunk and total, for a 500-character text.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { encodeAll, parseOutputFormat, PREMADE_VOICES, SpeechService, synthesizeRaw } from "../index";

const TEXT =
  "The quick brown fox jumps over the lazy dog, and then it rests in the warm afternoon sun. " +
  "Speech synthesis turns written words into sound; people have studied it for decades. " +
  "Modern systems use large neural networks, but compact engines like these still matter for self-hosting. " +
  "They run anywhere, start instantly, and need no graphics card at all. Would you like to hear more? " +
  "Then keep listening, because there is plenty more to say about voices and formats.";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(0)} ms`;
const RUNS = 5;

async function main() {
  console.log(`text: ${TEXT.length} characters`);
  const voices = ["slt", "rms", "awb", "kal16", "gmw/en", "gmw/en-US+f3"].map((e) => PREMADE_VOICES.find((v) => v.engineVoice === e)!);

  const raw = new Map<string, number>();
  for (const voice of voices) {
    const times: number[] = [];
    let seconds = 0;
    for (let i = 0; i < RUNS + 1; i++) {
      const t = performance.now();
      const result = await synthesizeRaw({ text: TEXT, voiceId: voice.voiceId });
      if (i > 0) times.push(performance.now() - t); // first run pays engine load + JIT
      seconds = result.samples.length / result.sampleRate;
    }
    raw.set(voice.voiceId, median(times));
    console.log(`raw  ${voice.name.padEnd(9)} ${voice.engine.padEnd(9)} ${ms(median(times)).padStart(7)}  (${seconds.toFixed(1)} s of audio)`);
  }

  const constructed = performance.now();
  const service = new SpeechService();
  await service.synthesize({ text: "Warm up.", voiceId: voices[0].voiceId });
  console.log(`service ready after ${ms(performance.now() - constructed)}`);

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  for (const voice of voices) {
    const first: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      let firstAt = 0;
      for await (const _chunk of service.stream({ text: TEXT, voiceId: voice.voiceId })) firstAt ||= performance.now() - t;
      first.push(firstAt);
      total.push(performance.now() - t);
    }
    const r = raw.get(voice.voiceId)!;
    console.log(
      `pool ${voice.name.padEnd(9)} first chunk ${ms(median(first)).padStart(6)}  total ${ms(median(total)).padStart(7)}` +
        `  (first/raw ${(median(first) / r).toFixed(2)}, total/raw ${(median(total) / r).toFixed(2)})`,
    );
  }
  loop.disable();
  console.log(`event loop delay while streaming: max ${ms(loop.max / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}`);

  const audio = await synthesizeRaw({ text: TEXT, voiceId: voices[4].voiceId });
  const seconds = audio.samples.length / audio.sampleRate;
  for (const id of ["mp3_44100_128", "opus_48000_64", "pcm_44100"]) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await encodeAll(parseOutputFormat(id)!, audio.samples, audio.sampleRate);
      times.push(performance.now() - t);
    }
    console.log(`encode ${id.padEnd(14)} ${ms(median(times)).padStart(7)} for ${seconds.toFixed(1)} s (${(seconds * 1000 / median(times)).toFixed(0)}x real time, codec worker)`);
  }
  await service.close();
}

await main();
