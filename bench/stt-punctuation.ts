/**
 * How good the restored sentence case and end punctuation are (issue 24), and how the word-confidence
 * rule separates speech the recogniser follows from speech it cannot (not a test):
 *  1. Known paragraphs said by the embedded English voices (Flite's four, eSpeak NG's Emily),
 *     recognised by PocketSphinx, punctuated by the domain's restorePunctuation, and compared with the
 *     source text word by word after aligning the two (Levenshtein): sentence ends (precision, recall,
 *     F1), the end mark of each sentence end found ("." or "?"), and the case of the words heard right.
 *     Baseline: the recogniser's own output (lower case, no punctuation). Two kinds of pauses: the
 *     synthesiser's own (Flite and eSpeak NG barely pause between sentences: 0 to 100 ms), and a
 *     reader's (the sentences said one by one and joined by 0.45 to 0.9 s of silence).
 *     The pause threshold is chosen on the calibration paragraphs (a sweep is printed) and reported
 *     on held-out paragraphs that played no part in choosing it.
 *  2. Word confidence: the share of low-confidence words and whether the transcript is flagged, for
 *     the English paragraphs and for German, French, Spanish and Russian speech (eSpeak NG voices)
 *     given to the English recogniser.
 * Synthetic speech is an easy case (clean, evenly paced); human recordings will do worse.
 *
 *   npx tsx bench/stt-punctuation.ts
 */
import os from "node:os";
import { PREMADE_VOICES, recognizeWithPocketsphinx, synthesizeRaw, type RecognizedWord } from "@vocable/speech";
import {
  countWordConfidence,
  isLowConfidenceTranscript,
  logprobOf,
  restorePunctuation,
  SENTENCE_PAUSE_SECONDS,
} from "@vocable/domain";
import { resampleWhole } from "../packages/speech/src/audio/resampler";

const CALIBRATION = [
  "Last winter our team recorded three hundred short stories for the library. Each narrator read slowly and clearly. " +
    "Would you like to hear more? Then keep listening, because there is plenty more to say. I think you will enjoy the next one.",
  "The train to the coast leaves at nine in the morning. Do you have your tickets ready? We should leave the house early. " +
    "When the weather is good the trip takes two hours. My sister says the beach is quiet in the autumn.",
  "How many people came to the meeting yesterday? Nobody knows for sure. The hall was full and some stood outside. " +
    "What a strange evening it was. I left before the end, and I still wonder what they decided.",
];
const HELD_OUT = [
  "Every morning the baker opens the shop before the sun comes up. The street smells of fresh bread. " +
    "Where do all the loaves go? Children stop at the window on their way to school. I always buy two rolls.",
  "Can you help me carry these boxes upstairs? They are heavier than they look. We moved into the flat last week. " +
    "The kitchen is small but bright. Is there a good market nearby?",
  "The museum closes at six on weekdays. Why did they change the hours? Nobody asked the visitors. " +
    "I wrote a letter to the director last month. She has not answered yet, but I am patient.",
];
const FOREIGN: { voice: string; language: string; text: string }[] = [
  { voice: "Lukas", language: "German", text: "Der Zug nach Hamburg fährt heute leider mit zwanzig Minuten Verspätung ab. Wir bitten alle Fahrgäste, hinter der weißen Linie zu warten." },
  { voice: "Camille", language: "French", text: "Le marché ouvre tous les samedis sur la place de l'église. On y trouve des fromages, du pain frais et des fleurs de saison." },
  { voice: "Lucia", language: "Spanish", text: "La biblioteca municipal cierra los domingos por la tarde. Los estudiantes suelen llegar temprano para encontrar un sitio libre." },
  { voice: "Dmitri", language: "Russian", text: "Вечером мы пошли гулять в парк у реки. Было тихо, и над водой медленно летали птицы." },
];
const ENGLISH_VOICES = ["Samantha", "Richard", "Emily"];
/** A reader's pauses between sentences, in turn. */
const READER_PAUSES = [0.45, 0.7, 0.55, 0.9];
const PAUSE_SWEEP = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.8];
const RATE = 16000;

interface Token {
  bare: string;
  capital: boolean;
  /** The end mark after it ("." for . ! …), or null inside a sentence. */
  end: "." | "?" | null;
}

/** Words of a text with their case and the end mark after each (commas and other marks are not counted). */
function tokens(text: string): Token[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const bare = raw.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");
      const end: Token["end"] = /\?["')]*$/.test(raw) ? "?" : /[.!…]["')]*$/.test(raw) ? "." : null;
      return { bare, capital: /^\p{Lu}/u.test(raw.replace(/^[^\p{L}\p{N}]+/u, "")), end };
    })
    .filter((t) => t.bare.length > 0);
}

/** Pairs of reference and hypothesis indices aligned by the fewest edits (substitutions pair up; insertions and deletions pair with -1). */
function align(ref: readonly string[], hyp: readonly string[]): [number, number][] {
  const cost: number[][] = Array.from({ length: ref.length + 1 }, (_, i) => Array.from({ length: hyp.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= ref.length; i++) {
    for (let j = 1; j <= hyp.length; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
  }
  const pairs: [number, number][] = [];
  let i = ref.length;
  let j = hyp.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1)) pairs.push([--i, --j]);
    else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) pairs.push([--i, -1]);
    else pairs.push([-1, --j]);
  }
  return pairs.reverse();
}

interface Score {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
  marksRight: number;
  questions: number;
  questionsFound: number;
  questionsClaimed: number;
  casedWords: number;
  casedRight: number;
}

const emptyScore = (): Score => ({ truePositive: 0, falsePositive: 0, falseNegative: 0, marksRight: 0, questions: 0, questionsFound: 0, questionsClaimed: 0, casedWords: 0, casedRight: 0 });

/** Adds the comparison of `hypothesis` (punctuated words) with `reference` (the source text) to `score`. */
function compare(reference: string, hypothesis: readonly string[], score: Score): void {
  const ref = tokens(reference);
  const hyp = tokens(hypothesis.join(" "));
  for (const [i, j] of align(
    ref.map((t) => t.bare),
    hyp.map((t) => t.bare),
  )) {
    const r = i >= 0 ? ref[i]! : null;
    const h = j >= 0 ? hyp[j]! : null;
    if (r?.end === "?") score.questions++;
    if (h?.end === "?") score.questionsClaimed++;
    if (r?.end && h?.end) {
      score.truePositive++;
      if (r.end === h.end) score.marksRight++;
      if (r.end === "?" && h.end === "?") score.questionsFound++;
    } else if (r?.end) score.falseNegative++;
    else if (h?.end) score.falsePositive++;
    if (r && h && r.bare === h.bare) {
      score.casedWords++;
      if (r.capital === h.capital) score.casedRight++;
    }
  }
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
function summary(score: Score) {
  const precision = ratio(score.truePositive, score.truePositive + score.falsePositive);
  const recall = ratio(score.truePositive, score.truePositive + score.falseNegative);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, marks: ratio(score.marksRight, score.truePositive), casing: ratio(score.casedRight, score.casedWords) };
}
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

interface Heard {
  text: string;
  words: RecognizedWord[];
  voice: string;
}

interface Job {
  text: string;
  voice: string;
  /** Said sentence by sentence with a reader's pauses between them, rather than whole. */
  reader?: boolean;
}

/** `text` said by the premade voice `voice` at 16 kHz. */
async function say(text: string, voice: string): Promise<Int16Array> {
  const found = PREMADE_VOICES.find((v) => v.name === voice);
  if (!found) throw new Error(`no premade voice ${voice}`);
  const said = await synthesizeRaw({ text, voiceId: found.voiceId });
  return said.sampleRate === RATE ? said.samples : resampleWhole(said.samples, said.sampleRate, RATE);
}

/** The job's speech, recognised by PocketSphinx. */
async function hear(job: Job): Promise<Heard> {
  let samples: Int16Array;
  if (job.reader) {
    const sentences = job.text.match(/[^.?!]+[.?!]+/g) ?? [job.text];
    const parts: Int16Array[] = [];
    for (const [i, sentence] of sentences.entries()) {
      if (i > 0) parts.push(new Int16Array(Math.round(READER_PAUSES[(i - 1) % READER_PAUSES.length]! * RATE)));
      parts.push(await say(sentence.trim(), job.voice));
    }
    samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      samples.set(part, at);
      at += part.length;
    }
  } else samples = await say(job.text, job.voice);
  const heard = await recognizeWithPocketsphinx(samples, { timeoutMs: 600_000 });
  return { text: job.text, words: heard.words, voice: job.voice };
}

/** Two at a time (the machine's cores), in order. */
async function hearAll(jobs: Job[]): Promise<Heard[]> {
  const out: Heard[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) out[i] = await hear(jobs[i]!);
  };
  await Promise.all([worker(), worker()]);
  return out;
}

function scoreSet(heard: readonly Heard[], pause: number | null): Score {
  const score = emptyScore();
  for (const h of heard) {
    const words = pause === null ? h.words.map((w) => w.text) : restorePunctuation(h.words, "en", { pauseSeconds: pause }).map((w) => w.text);
    compare(h.text, words, score);
  }
  return score;
}

function line(label: string, score: Score): string {
  const s = summary(score);
  return (
    `${label}: sentence ends precision ${pct(s.precision)}, recall ${pct(s.recall)}, F1 ${pct(s.f1)}; ` +
    `end mark right ${pct(s.marks)} of ends found (questions: ${score.questionsFound} of ${score.questions} found, ${score.questionsClaimed} claimed); ` +
    `case right ${pct(s.casing)} of ${score.casedWords} words heard right`
  );
}

async function main() {
  console.log(`\nSTT punctuation and confidence: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const jobs = (paragraphs: string[], reader: boolean) => paragraphs.flatMap((text) => ENGLISH_VOICES.map((voice) => ({ text, voice, reader })));
  const calibration = await hearAll(jobs(CALIBRATION, true));
  console.log(`\nCalibration (${CALIBRATION.length} paragraphs x ${ENGLISH_VOICES.length} voices, a reader's pauses): pause threshold sweep`);
  for (const pause of PAUSE_SWEEP) {
    const s = summary(scoreSet(calibration, pause));
    console.log(`  pause ≥ ${pause.toFixed(2)} s: precision ${pct(s.precision)}, recall ${pct(s.recall)}, F1 ${pct(s.f1)}`);
  }
  console.log(line(`  chosen ${SENTENCE_PAUSE_SECONDS} s`, scoreSet(calibration, SENTENCE_PAUSE_SECONDS)));

  const heldOutReader = await hearAll(jobs(HELD_OUT, true));
  const heldOutTts = await hearAll(jobs(HELD_OUT, false));
  console.log(`\nHeld out (${HELD_OUT.length} paragraphs x ${ENGLISH_VOICES.length} voices), SENTENCE_PAUSE_SECONDS = ${SENTENCE_PAUSE_SECONDS}`);
  console.log(line("  recogniser's output (baseline)", scoreSet(heldOutReader, null)));
  console.log(line("  restored, a reader's pauses", scoreSet(heldOutReader, SENTENCE_PAUSE_SECONDS)));
  for (const voice of ENGLISH_VOICES) console.log(line(`    ${voice}`, scoreSet(heldOutReader.filter((h) => h.voice === voice), SENTENCE_PAUSE_SECONDS)));
  console.log(line("  restored, the synthesiser's own pauses", scoreSet(heldOutTts, SENTENCE_PAUSE_SECONDS)));

  console.log("\nWord confidence (PocketSphinx posteriors, the domain's rule)");
  const english = [...calibration, ...heldOutReader, ...heldOutTts];
  const confidenceOf = (h: Heard) => countWordConfidence(h.words.map((w) => ({ logprob: logprobOf(w.probability) })));
  const flagged = english.filter((h) => isLowConfidenceTranscript(confidenceOf(h))).length;
  const englishShares = english.map((h) => ratio(confidenceOf(h).lowConfidenceWords, confidenceOf(h).words));
  console.log(
    `  English (${english.length} transcripts): flagged ${flagged}; low-confidence share of words median ${pct(median(englishShares))}, max ${pct(Math.max(...englishShares))}; ` +
      `word probability median ${median(english.flatMap((h) => h.words.map((w) => w.probability))).toFixed(3)}`,
  );
  // Of the English words heard wrong and right, how many the rule marks.
  let wrong = 0;
  let wrongMarked = 0;
  let right = 0;
  let rightMarked = 0;
  for (const h of english) {
    const ref = tokens(h.text).map((t) => t.bare);
    for (const [i, j] of align(ref, h.words.map((w) => w.text.toLowerCase()))) {
      if (j < 0) continue;
      const marked = confidenceOf({ ...h, words: [h.words[j]!] }).lowConfidenceWords === 1;
      if (i >= 0 && ref[i] === h.words[j]!.text.toLowerCase()) {
        right++;
        if (marked) rightMarked++;
      } else {
        wrong++;
        if (marked) wrongMarked++;
      }
    }
  }
  console.log(`  English words heard wrong: ${pct(ratio(wrongMarked, wrong))} of ${wrong} marked; heard right: ${pct(ratio(rightMarked, right))} of ${right} marked`);
  for (const [label, threshold] of [["0.5", 0.5], ["0.3", 0.3], ["0.2", 0.2], ["0.1", 0.1]] as const) {
    const share = (hs: Heard[]) => hs.map((h) => ratio(h.words.filter((w) => w.probability < threshold).length, h.words.length));
    console.log(`    probability < ${label}: English share median ${pct(median(share(english)))}, max ${pct(Math.max(...share(english)))}`);
  }
  const foreign = await hearAll(FOREIGN.map((f) => ({ text: f.text, voice: f.voice })));
  for (const [i, h] of foreign.entries()) {
    const c = confidenceOf(h);
    const below = (t: number) => pct(ratio(h.words.filter((w) => w.probability < t).length, h.words.length));
    console.log(
      `  ${FOREIGN[i]!.language} (${FOREIGN[i]!.voice}): ${c.words} words heard, ${c.lowConfidenceWords} low-confidence (${pct(ratio(c.lowConfidenceWords, c.words))}), ` +
        `flagged ${isLowConfidenceTranscript(c) ? "yes" : "no"}; word probability median ${median(h.words.map((w) => w.probability)).toFixed(3)}; ` +
        `share below 0.5 ${below(0.5)}, 0.3 ${below(0.3)}, 0.2 ${below(0.2)}, 0.1 ${below(0.1)}`,
    );
  }
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

await main();
