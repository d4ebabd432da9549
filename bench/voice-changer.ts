/**
 * The embedded voice changer's figures (issue 27 §1; not a test): speech synthesised by one premade
 * voice converted to another, six pairs (Flite and eSpeak NG, men and women, both ways), three
 * sentences each, through the speech service's registered engine (the path requests take).
 *  - Speaker: x-vector cosine of the converted audio with the target voice and with the source voice,
 *    each saying another sentence (approximate-voice's judging text). Converted is "nearer the
 *    target" when the first is higher.
 *  - Words: PocketSphinx's word error rate on the source and on the converted audio, against the
 *    text; and on the target voice reading the text itself (how well PocketSphinx hears that voice
 *    at all: it hears eSpeak NG's formant voices badly, which bounds any conversion into them).
 *    A pair's words are "kept" when the converted WER is within 0.1 of the source's, "not
 *    judgeable" when even the target voice reading the text is heard worse than that.
 *  - Timing and intonation: converted length over the source's; correlation of the log pitch of the
 *    converted audio with the source's over the frames voiced in both.
 *  - Work: seconds of conversion per second of source audio (recognition, synthesis, signal work).
 * Then the alternatives measured to choose the method: re-speaking without carrying the intonation,
 * and a signal-processing conversion (the source's pitch moved to the target's median and its
 * formants warped, the best of five warps by the target similarity: an upper bound of the method).
 *
 *   npx tsx bench/voice-changer.ts
 *   BENCH_ALTERNATIVES=0 npx tsx bench/voice-changer.ts    # the product path only
 */
import os from "node:os";
import { PREMADE_VOICES, SpeechService, closeSpeakerEmbedding, cosineSimilarity, embedSpeaker, recognizeWithPocketsphinx, timeStretch } from "@vocable/speech";
import { JUDGING_TEXT } from "../packages/speech/src/analysis/approximate-voice";
import { trackPitch, type PitchTrack } from "../packages/speech/src/analysis/pitch";
import { resampleWhole } from "../packages/speech/src/audio/resampler";
import { wordErrorRate } from "../packages/speech/src/recognition/word-error-rate";
import { shiftPitch } from "../packages/speech/src/voice-conversion/pitch-shift";
import { respeak } from "../packages/speech/src/voice-conversion/respeak";
import { mean } from "./stats";

const SENTENCES = [
  "The morning train was late again, and nobody seemed surprised.",
  "Our team will review the budget before the meeting on Thursday.",
  "Would you like to hear more about the small dog that ran across the park?",
];
/**
 * Source and target, by engine voice. Six pairs into Flite voices, which PocketSphinx hears, so the
 * words can be judged (Flite to Flite and eSpeak NG to Flite; men to women and back); three into
 * eSpeak NG voices, which it hardly hears even reading the text themselves (their WER says more
 * about the judge than about the conversion).
 */
const PAIRS: [string, string][] = [
  ["rms", "slt"],
  ["slt", "awb"],
  ["awb", "rms"],
  ["gmw/en", "slt"],
  ["gmw/en-US+f3", "rms"],
  ["gmw/en-US+f3", "awb"],
  ["rms", "gmw/en-US+f3"],
  ["slt", "gmw/en"],
  ["gmw/en", "gmw/en-US+f3"],
];
const ALTERNATIVES = process.env.BENCH_ALTERNATIVES !== "0";
/** BENCH_PAIRS="rms>slt,slt>awb" measures only those pairs. */
const ONLY = process.env.BENCH_PAIRS?.split(",").map((p) => p.split(">"));
const pairs = ONLY ? PAIRS.filter(([from, to]) => ONLY.some(([f, t]) => f === from && t === to)) : PAIRS;
const FORMANT_WARPS = [0.8, 0.9, 1, 1.1, 1.2];

interface Audio {
  samples: Int16Array;
  sampleRate: number;
}
interface Row {
  toTarget: number;
  toSource: number;
  sourceWer: number;
  convertedWer: number;
  targetWer: number;
  lengthRatio: number;
  pitchCorrelation: number;
  workPerSecond: number;
}

const voice = (engineVoice: string) => PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
const label = (engineVoice: string) => `${voice(engineVoice).name} (${voice(engineVoice).engine === "flite" ? "Flite" : "eSpeak"} ${voice(engineVoice).labels.gender[0].toUpperCase()})`;
const seconds = (a: Audio) => a.samples.length / a.sampleRate;
const heard = async (a: Audio) => (await recognizeWithPocketsphinx(resampleWhole(a.samples, a.sampleRate, 16000), { timeoutMs: 120_000 })).text;
const embed = (a: Audio) => embedSpeaker(a.samples, a.sampleRate);

/** Correlation of log pitch over the 40 ms frames voiced in both tracks (the tracks start together). */
function pitchCorrelation(a: PitchTrack, b: PitchTrack): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < Math.min(a.frames.length, b.frames.length); i++) {
    const x = a.frames[i];
    const y = b.frames[i];
    if (!x || !y) continue;
    xs.push(Math.log(x));
    ys.push(Math.log(y));
  }
  const mx = mean(xs);
  const my = mean(ys);
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let i = 0; i < xs.length; i++) {
    xy += (xs[i] - mx) * (ys[i] - my);
    xx += (xs[i] - mx) ** 2;
    yy += (ys[i] - my) ** 2;
  }
  return xy / Math.sqrt(xx * yy);
}
const track16k = (a: Audio) => trackPitch(resampleWhole(a.samples, a.sampleRate, 16000), 16000);

/** A signal-processing conversion: formants scaled by `warp` (resampled, then stretched back), pitch moved to the target's median. */
function processSignal(source: Audio, pitchRatio: number, warp: number): Audio {
  const rate = source.sampleRate;
  const warped = resampleWhole(source.samples, rate, Math.round(rate / warp));
  const back = timeStretch(warped, rate, source.samples.length / warped.length);
  return { samples: shiftPitch(back, rate, pitchRatio / warp), sampleRate: rate };
}

const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : "  - ");

function printTable(title: string, rows: Map<string, Row[]>): void {
  console.log(`\n${title}`);
  console.log("pair                                         | cos target | cos source | WER source | WER conv | WER target itself | length | F0 corr | work s/s | words");
  const all: Row[] = [];
  const verdicts: string[] = [];
  for (const [pair, list] of rows) {
    all.push(...list);
    verdicts.push(wordsVerdict(list));
    printRow(pair, list, verdicts.at(-1));
  }
  printRow("all pairs", all);
  printRow("pairs into Flite voices", [...rows].filter(([pair]) => !pair.split(" -> ")[1].includes("(eSpeak")).flatMap(([, list]) => list));
  printRow("pairs into eSpeak NG voices", [...rows].filter(([pair]) => pair.split(" -> ")[1].includes("(eSpeak")).flatMap(([, list]) => list));
  const count = (v: string) => verdicts.filter((x) => x === v).length;
  console.log(`words: kept (converted WER within 0.1 of the source's) on ${count("kept")} pairs, lost on ${count("lost")}, not judgeable on ${count("not judgeable")}`);
}

/**
 * Whether the words survived, by the recogniser: "kept" when the converted audio's WER is within
 * 0.1 of the source's; otherwise "not judgeable" when the target voice reading the text itself is
 * heard worse than that (no conversion into it, however perfect, could pass), else "lost".
 */
function wordsVerdict(list: Row[]): string {
  const m = (key: keyof Row) => mean(list.map((r) => r[key]));
  if (Math.abs(m("convertedWer") - m("sourceWer")) <= 0.1 + 1e-9 || m("convertedWer") < m("sourceWer")) return "kept";
  return m("targetWer") > m("sourceWer") + 0.1 ? "not judgeable" : "lost";
}

function printRow(name: string, list: Row[], verdict = ""): void {
  const m = (key: keyof Row) => mean(list.map((r) => r[key]));
  console.log(
    `${name.padEnd(44)} |    ${fmt(m("toTarget"))}    |    ${fmt(m("toSource"))}    |    ${fmt(m("sourceWer"))}    |   ${fmt(m("convertedWer"))}   |       ${fmt(m("targetWer"))}        |  ${fmt(m("lengthRatio"))}  |  ${fmt(m("pitchCorrelation"))}   |  ${fmt(m("workPerSecond"), 3)}    | ${verdict}`,
  );
}

async function main() {
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const service = new SpeechService({ workers: 2 });
  const changer = service.engines.voiceChanger();
  if (!changer) throw new Error("no voice changer registered (is PocketSphinx installed?)");
  const recognizer = service.engines.recognizerFor("en")!;
  const product = new Map<string, Row[]>();
  const plain = new Map<string, Row[]>();
  const signal = new Map<string, Row[]>();
  // Warm the synthesis threads and the recogniser's spare process: the first request's costs are not the method's.
  await changer.checkHealth();
  for (const [from, to] of pairs) {
    const pair = `${label(from)} -> ${label(to)}`;
    const targetReference = await embed(await service.synthesize({ text: JUDGING_TEXT, voiceId: voice(to).voiceId }));
    const sourceReference = await embed(await service.synthesize({ text: JUDGING_TEXT, voiceId: voice(from).voiceId }));
    for (const text of SENTENCES) {
      const source = await service.synthesize({ text, voiceId: voice(from).voiceId });
      const sourceWer = wordErrorRate(text, await heard(source));
      const targetWer = wordErrorRate(text, await heard(await service.synthesize({ text, voiceId: voice(to).voiceId })));
      const sourceTrack = track16k(source);
      const measure = async (converted: Audio, work: number): Promise<Row> => {
        const embedding = await embed(converted);
        return {
          toTarget: cosineSimilarity(embedding, targetReference),
          toSource: cosineSimilarity(embedding, sourceReference),
          sourceWer,
          convertedWer: wordErrorRate(text, await heard(converted)),
          targetWer,
          lengthRatio: seconds(converted) / seconds(source),
          pitchCorrelation: pitchCorrelation(sourceTrack, track16k(converted)),
          workPerSecond: work / seconds(source),
        };
      };
      let started = performance.now();
      const converted = await changer.convertVoice({ samples: source.samples, sampleRate: source.sampleRate, voiceId: voice(to).voiceId, languageCode: "en" });
      const row = await measure(converted, (performance.now() - started) / 1000);
      product.set(pair, [...(product.get(pair) ?? []), row]);
      console.log(`${pair}: "${text}" heard as "${converted.text}": cos ${fmt(row.toTarget)} / ${fmt(row.toSource)}, WER ${fmt(row.sourceWer)} -> ${fmt(row.convertedWer)}`);
      if (!ALTERNATIVES) continue;

      started = performance.now();
      const source16k = { samples: resampleWhole(source.samples, source.sampleRate, 16000), sampleRate: 16000 };
      const words = (await recognizer.recognize(source16k.samples, { language: "en" })).words;
      const speak = (said: string) => service.synthesize({ text: said, voiceId: voice(to).voiceId, exactTimings: true });
      const withoutIntonation = await respeak({ source: source16k, words, speak, intonation: false });
      plain.set(pair, [...(plain.get(pair) ?? []), await measure(withoutIntonation, (performance.now() - started) / 1000)]);

      const pitchRatio = (track16k(await service.synthesize({ text: JUDGING_TEXT, voiceId: voice(to).voiceId })).median ?? 1) / (sourceTrack.median ?? 1);
      let best: Row | undefined;
      for (const warp of FORMANT_WARPS) {
        started = performance.now();
        const processed = processSignal(source, pitchRatio, warp);
        const candidate = await measure(processed, (performance.now() - started) / 1000);
        if (!best || candidate.toTarget > best.toTarget) best = candidate;
      }
      signal.set(pair, [...(signal.get(pair) ?? []), best!]);
    }
  }
  printTable("Re-speaking voice changer (the registered engine): recognise, re-speak in the target voice, re-time, carry the intonation", product);
  if (ALTERNATIVES) {
    printTable("Alternative: re-speaking without carrying the source's intonation", plain);
    printTable(`Alternative: signal processing (pitch to the target's median, formants warped; best of ${FORMANT_WARPS.join(", ")} by target cosine)`, signal);
  }
  await service.close();
  await closeSpeakerEmbedding();
}

await main();
