/**
 * Test server: an OpenAI-compatible transcription server modelled on Speaches
 * (speaches-ai/speaches, `src/speaches/routers/stt.py` and `api_types.py`), recognising for real
 * with PocketSphinx (Debian's pocketsphinx and pocketsphinx-en-us).
 *
 * `POST /v1/audio/transcriptions`, multipart: `file` (16-bit PCM WAV here; Speaches decodes any
 * format), `model`, `language`, `response_format` (json, text, verbose_json), and repeated
 * `timestamp_granularities[]`. verbose_json is Speaches' shape: `{task, language, duration, text,
 * words, segments}`; words are faster-whisper's `{start, end, word, probability}` with the
 * leading space Whisper keeps, and `null` unless word granularity was asked (or with
 * `wordTimestamps: false`, a server that only gives segments). Errors: 422 FastAPI validation
 * lists for a missing field, 404 `{"detail": "Model '…' is not installed locally…"}`.
 */
import { resampleWhole } from "../audio/resampler";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../recognition/pocketsphinx";
import type { RecognizedWord } from "../recognition/recognition-types";
import { FASTAPI_WITH_OPENAI_AUTH, startFaultInjectingServer, type FaultInjectingServer } from "./fault-injecting-server";
import { readWav } from "./read-wav";

export const TRANSCRIPTION_TEST_MODELS = ["Systran/faster-whisper-small", "whisper-1"];

export interface OpenAiTranscriptionTestServer extends FaultInjectingServer {
  /** The form fields (without the file) of each transcription request, and the file's name and size. */
  readonly transcriptionRequests: { fields: Record<string, string[]>; fileName: string; fileBytes: number }[];
}

/** Words into segments at pauses longer than 0.4 s, as Whisper's segments roughly fall. */
function segmentsOf(words: RecognizedWord[]) {
  const groups: RecognizedWord[][] = [];
  for (const word of words) {
    const last = groups.at(-1);
    if (last && word.start - last.at(-1)!.end <= 0.4) last.push(word);
    else groups.push([word]);
  }
  return groups.map((group, id) => ({
    id,
    seek: 0,
    start: group[0].start,
    end: group.at(-1)!.end,
    text: group.map((w) => ` ${w.text}`).join(""),
    tokens: [],
    temperature: 0,
    avg_logprob: Math.log(group.reduce((p, w) => p + w.probability, 0) / group.length || 1e-6),
    compression_ratio: 1,
    no_speech_prob: 0,
    words: group.map((w) => ({ start: w.start, end: w.end, word: ` ${w.text}`, probability: w.probability })),
  }));
}

/** Starts the server on a free port; `close()` it after the tests. */
export async function startOpenAiTranscriptionTestServer(opts: { wordTimestamps?: boolean } = {}): Promise<OpenAiTranscriptionTestServer> {
  const transcriptionRequests: OpenAiTranscriptionTestServer["transcriptionRequests"] = [];
  const server = await startFaultInjectingServer(FASTAPI_WITH_OPENAI_AUTH, async (ctx) => {
    if (ctx.url.pathname !== "/v1/audio/transcriptions") return ctx.fail(404, "Not Found");
    if (ctx.req.method !== "POST") return ctx.fail(405, "Method Not Allowed");
    const form = await ctx.webRequest().formData();
    const fields: Record<string, string[]> = {};
    for (const [name, value] of form.entries()) if (typeof value === "string") (fields[name] ??= []).push(value);
    const file = form.get("file");
    const missing = (field: string) => ctx.json(422, { detail: [{ type: "missing", loc: ["body", field], msg: "Field required", input: null }] });
    if (!(file instanceof Blob)) return missing("file");
    const model = fields.model?.[0];
    if (!model) return missing("model");
    const bytes = new Uint8Array(await file.arrayBuffer());
    transcriptionRequests.push({ fields, fileName: (file as File).name, fileBytes: bytes.length });
    if (!TRANSCRIPTION_TEST_MODELS.includes(model)) {
      return ctx.fail(404, `Model '${model}' is not installed locally. You can download the model using \`POST /v1/models\``);
    }
    let audio: { samples: Int16Array; sampleRate: number };
    try {
      audio = readWav(bytes);
    } catch (err) {
      return ctx.fail(400, `Invalid audio file: ${err instanceof Error ? err.message : String(err)}`);
    }
    const samples = resampleWhole(audio.samples, audio.sampleRate, POCKETSPHINX_SAMPLE_RATE);
    const heard = await recognizeWithPocketsphinx(samples, { timeoutMs: 60_000 });
    const segments = segmentsOf(heard.words);
    const text = segments.map((s) => s.text).join("").trim();
    const format = fields.response_format?.[0] ?? "json";
    if (format === "text") {
      ctx.res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(text);
      return;
    }
    if (format === "json") return ctx.json(200, { text });
    if (format !== "verbose_json") {
      return ctx.json(422, { detail: [{ type: "literal_error", loc: ["body", "response_format"], msg: "Input should be 'text', 'json', 'verbose_json', 'srt' or 'vtt'", input: format }] });
    }
    const wantsWords = (fields["timestamp_granularities[]"] ?? []).includes("word") && opts.wordTimestamps !== false;
    ctx.json(200, {
      task: "transcribe",
      language: "en",
      duration: samples.length / POCKETSPHINX_SAMPLE_RATE,
      text,
      words: wantsWords ? segments.flatMap((s) => s.words) : null,
      segments: segments.map((s) => ({ ...s, words: wantsWords ? s.words : null })),
    });
  });
  return Object.assign(server, { transcriptionRequests });
}
