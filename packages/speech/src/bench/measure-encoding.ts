/**
 * Streaming synthesis + encoding in this process, as the /stream endpoint does it:
 *   npx tsx packages/speech/src/bench/measure-encoding.ts [runs]
 * For each format: time to the first non-empty encoded bytes and total time
 * (SpeechService.stream feeding createEncoder chunk by chunk), medians of
 * warm runs, next to the raw engine time (whole text, this thread); then
 * the same with 4 and 16 concurrent streams (medians over the streams).
 */
import { createEncoder, parseOutputFormat, PREMADE_VOICES, SpeechService, synthesizeRaw } from "../index";

const TEXT = (
  "Vocable turns written words into speech that you can keep, share and play back at any time. " +
  "This benchmark reads a paragraph of about five hundred characters, sentence by sentence, and measures how quickly the first sound arrives. " +
  "A good streaming server sends each sentence as soon as it exists, so a listener hears the start while the rest is still being made. " +
  "The numbers below compare the whole platform with the bare engine, request by request, in the same run on the same machine, at three levels of load."
).slice(0, 500);
const FORMATS = ["pcm_22050", "pcm_24000", "pcm_16000", "ulaw_8000", "mp3_44100_128", "mp3_22050_32", "opus_48000_64"];
const RUNS = Number(process.argv[2] ?? 9);
const CONCURRENCY = [4, 16];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(9);

async function streamOnce(service: SpeechService, voiceId: string, id: string): Promise<{ first: number; total: number }> {
  const t = performance.now();
  let first = 0;
  let encoder: ReturnType<typeof createEncoder> | undefined;
  for await (const chunk of service.stream({ text: TEXT, voiceId })) {
    encoder ??= createEncoder(parseOutputFormat(id)!, chunk.sampleRate, { streaming: true });
    if ((await encoder.write(chunk.samples)).length > 0) first ||= performance.now() - t;
  }
  if ((await encoder!.end()).length > 0) first ||= performance.now() - t;
  return { first, total: performance.now() - t };
}

async function main() {
  const voice = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en")!;
  const rawTimes: number[] = [];
  let seconds = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const t = performance.now();
    const result = await synthesizeRaw({ text: TEXT, voiceId: voice.voiceId });
    if (i > 0) rawTimes.push(performance.now() - t);
    seconds = result.samples.length / result.sampleRate;
  }
  console.log(`text ${TEXT.length} chars, ${voice.name}, ${seconds.toFixed(1)} s audio; raw engine ${ms(median(rawTimes))}`);

  const service = new SpeechService();
  await service.synthesize({ text: "Warm up.", voiceId: voice.voiceId });

  const streamOnly = { first: [] as number[], total: [] as number[] };
  for (let i = 0; i < RUNS + 1; i++) {
    const t = performance.now();
    let first = 0;
    for await (const _ of service.stream({ text: TEXT, voiceId: voice.voiceId })) first ||= performance.now() - t;
    if (i === 0) continue; // warm-up run
    streamOnly.first.push(first);
    streamOnly.total.push(performance.now() - t);
  }
  console.log(`${"stream only".padEnd(14)} first chunk ${ms(median(streamOnly.first))}  total ${ms(median(streamOnly.total))}`);

  for (const id of FORMATS) {
    const first: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const run = await streamOnce(service, voice.voiceId, id);
      if (i === 0) continue; // warm-up run
      first.push(run.first);
      total.push(run.total);
    }
    console.log(`${id.padEnd(14)} first bytes ${ms(median(first))}  total ${ms(median(total))}  (min first ${ms(Math.min(...first))})`);
  }

  for (const concurrency of CONCURRENCY) {
    for (const id of ["pcm_24000", "mp3_44100_128"]) {
      const results = await Promise.all(Array.from({ length: concurrency }, () => streamOnce(service, voice.voiceId, id)));
      const first = results.map((r) => r.first);
      const total = results.map((r) => r.total);
      console.log(
        `x${String(concurrency).padEnd(3)} ${id.padEnd(14)} first bytes median ${ms(median(first))} max ${ms(Math.max(...first))}` +
          `  total median ${ms(median(total))} max ${ms(Math.max(...total))}`,
      );
    }
  }
  await service.close();
}

await main();
