/**
 * Speech recognition with an installed local model (sherpa-onnx `OfflineRecognizer`: Whisper,
 * Moonshine, SenseVoice, Paraformer), in the model's own child process like synthesis. Word times
 * come from the recogniser's token times when it gives them, else they are spread evenly over the
 * audio (an estimate, as for servers that give none).
 */
import { int16ToFloat } from "../audio/pcm-codecs";
import type { Recognition, RecognizedWord, Recognize } from "../recognition/recognition-types";
import { RECOGNITION_SAMPLE_RATE } from "../recognition/recognition-types";
import type { ModelDescriptor } from "./model-descriptor";
import { ModelHost, type ModelHostOptions } from "./model-host";
import { sherpaLoadFor } from "./sherpa-config";

interface SherpaResult {
  text?: string;
  tokens?: string[];
  timestamps?: number[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Words with times from the recogniser's tokens (`▁`/space starts a word; CJK characters are words). */
export function wordsFromTokens(result: SherpaResult, duration: number): RecognizedWord[] {
  const tokens = result.tokens ?? [];
  const times = result.timestamps ?? [];
  const words: { text: string; start: number }[] = [];
  if (tokens.length > 0 && times.length === tokens.length) {
    tokens.forEach((token, i) => {
      const starts = /^[\s▁]/.test(token) || CJK.test(token) || words.length === 0 || CJK.test(words.at(-1)!.text);
      const text = token.replace(/^[\s▁]+/, "");
      if (!text) return;
      if (starts) words.push({ text, start: times[i] });
      else words.at(-1)!.text += text;
    });
    return words
      .filter((w) => /[\p{L}\p{N}]/u.test(w.text))
      .map((w, i, all) => ({ text: w.text, start: round(w.start), end: round(Math.min(duration, all[i + 1]?.start ?? duration)), probability: 1 }));
  }
  const plain = (result.text ?? "").trim().split(/\s+/).filter(Boolean);
  const step = plain.length ? duration / plain.length : 0;
  return plain.map((text, i) => ({ text, start: round(i * step), end: round((i + 1) * step), probability: 1 }));
}

/** The recognition of an installed model, and the host that runs it. */
export function createLocalRecognize(dir: string, descriptor: ModelDescriptor, opts: ModelHostOptions & { timeoutMs?: number; threads?: number } = {}): { recognize: Recognize; host: ModelHost } {
  const host = new ModelHost(`the local model ${descriptor.id}`, sherpaLoadFor(dir, descriptor, opts.threads), opts);
  const recognize: Recognize = async (samples, { language, signal }) => {
    if (descriptor.languages.length > 0 && !descriptor.languages.includes(language)) {
      throw new Error(`the local model ${descriptor.id} does not recognise ${language} (it declares ${descriptor.languages.join(", ")})`);
    }
    const turn = await host.acquire(signal);
    const id = turn.host.newId();
    const timeoutMs = opts.timeoutMs ?? 600_000;
    const answer = turn.host.await(id, timeoutMs, (m) => m.type === "recognized", `the local model ${descriptor.id} took over ${timeoutMs / 1000} s to recognise; its process was stopped`);
    void answer.then(turn.release, turn.release); // the turn lasts as long as the work, whoever still waits
    turn.host.send({ type: "recognize", id, samples: int16ToFloat(samples, 32768) });
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const message = await Promise.race([answer, aborted]);
    const result = message.result as SherpaResult;
    const duration = samples.length / RECOGNITION_SAMPLE_RATE;
    const recognition: Recognition = { text: (result.text ?? "").trim(), words: wordsFromTokens(result, duration) };
    return recognition;
  };
  return { recognize, host };
}
