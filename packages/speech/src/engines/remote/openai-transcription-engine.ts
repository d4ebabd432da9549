import { bearerHeaders } from "./bearer-headers";
import { RECOGNITION_SAMPLE_RATE, type Recognition, type Recognize, type RecognizedWord } from "../../recognition/recognition-types";
import type { RemoteEngineConfig } from "./engine-config";
import { wavBytes } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import type { EngineGuard } from "./resilience";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const round = (t: number) => Math.round(t * 1000) / 1000;

/** A segment's words placed evenly across it (the server gave no word times). */
function spreadEvenly(text: string, start: number, end: number): RecognizedWord[] {
  const words = text.split(/\s+/).filter(Boolean);
  const step = words.length ? Math.max(0, end - start) / words.length : 0;
  return words.map((word, i) => ({ text: word, start: round(start + i * step), end: round(start + (i + 1) * step), probability: 1 }));
}

/**
 * The OpenAI `verbose_json` transcription as a {@link Recognition}. Words come from `words`
 * (`{word, start, end}`, with faster-whisper's `probability` when the server sends it, else 1;
 * Whisper's leading spaces trimmed). A server that gives only `segments` gets each segment's
 * words spread evenly over the segment's time, and one that gives only `text` gets its words
 * spread over the whole `durationSeconds`: times then are estimates, good for captions, not for
 * editing on word boundaries.
 */
export function recognitionFromVerboseJson(body: unknown, durationSeconds: number): Recognition {
  if (!isObject(body) || typeof body.text !== "string") throw new Error("not an OpenAI transcription (no text)");
  const text = body.text.trim();
  let words: RecognizedWord[];
  if (Array.isArray(body.words)) {
    words = body.words
      .filter((w): w is Json => isObject(w) && typeof w.word === "string" && finite(w.start) && finite(w.end))
      .map((w) => ({
        text: (w.word as string).trim(),
        start: w.start as number,
        end: w.end as number,
        probability: finite(w.probability) ? Math.min(1, Math.max(0, w.probability)) : 1,
      }))
      .filter((w) => w.text !== "");
  } else if (Array.isArray(body.segments)) {
    words = body.segments
      .filter((s): s is Json => isObject(s) && typeof s.text === "string" && finite(s.start) && finite(s.end))
      .flatMap((s) => spreadEvenly(s.text as string, s.start as number, s.end as number));
  } else {
    words = spreadEvenly(text, 0, finite(body.duration) ? body.duration : durationSeconds);
  }
  return { text, words };
}

/**
 * Recognition by an OpenAI-compatible transcription server (Speaches, faster-whisper-server,
 * LocalAI, OpenAI): `POST {base}/v1/audio/transcriptions`, multipart with the audio as a 16 kHz
 * mono WAV, `model`, `language`, `response_format=verbose_json` and
 * `timestamp_granularities[]=word`; see {@link recognitionFromVerboseJson} for the answer.
 */
export function createOpenAiTranscriber(config: RemoteEngineConfig, guard: EngineGuard): Recognize {
  return async (samples, { language, signal }) => {
    const wav = wavBytes(samples, RECOGNITION_SAMPLE_RATE);
    const form = () => {
      const data = new FormData();
      data.set("file", new Blob([wav as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), "audio.wav");
      if (config.model) data.set("model", config.model);
      data.set("language", language);
      data.set("response_format", "verbose_json");
      data.append("timestamp_granularities[]", "word");
      return data;
    };
    const headers = bearerHeaders(config.apiKey, false);
    const answer = await guard.send((s) => fetch(`${config.baseUrl}/v1/audio/transcriptions`, { method: "POST", headers, body: form(), signal: s }), signal);
    const body = await answer.json();
    try {
      return recognitionFromVerboseJson(body, samples.length / RECOGNITION_SAMPLE_RATE);
    } catch (err) {
      throw new UpstreamError(config.id, answer.response.status, err instanceof Error ? err.message : String(err));
    }
  };
}
