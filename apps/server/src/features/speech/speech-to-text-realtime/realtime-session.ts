import { randomUUID } from "node:crypto";
import { InputAudioChunk, type RealtimeTranscriptionQuery } from "@vocable/contract";
import { meteredSeconds, partialSettlePoint } from "@vocable/domain";
import { RECOGNITION_SAMPLE_RATE, Resampler, concatSamples, decodeMuLaw, detectSpeech, type Recognition } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { ChosenRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";
import { chargeInTransaction } from "#features/workspaces/workspaces/use-cases/charge-characters";
import type { SocketPort } from "#features/speech/tts-stream-input/socket-session";

/** New audio (seconds) after which the uncommitted part is recognised again for a partial transcript. */
const PARTIAL_EVERY_SECONDS = 1;
/** Uncommitted audio kept at most: a longer stretch is committed as it stands (manual clients that never commit). */
const MAX_UNCOMMITTED_SECONDS = 60;
/** What a realtime error is, as the SDK's message types name them. */
type RealtimeErrorType = "error" | "auth_error" | "quota_exceeded" | "input_error" | "transcriber_error";

export class RealtimeFailure extends Error {
  constructor(
    readonly type: RealtimeErrorType,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One realtime transcription socket: audio chunks in (the query's format, turned into 16 kHz),
 * partial transcripts of the uncommitted audio as it grows, committed transcripts when the client
 * commits or (commit_strategy vad) when Silero VAD hears the speaker stop. Each commit is charged
 * its seconds against the month's audio allowance before it is recognised; audio never committed
 * is not charged. Recognition runs one at a time per socket, through the chosen engine.
 */
export class RealtimeSession {
  /** The uncommitted audio, as it came: joined once per step (see pending), never copied per chunk. */
  private parts: Int16Array[] = [];
  /** Seconds of audio committed before the pending part (word times are on the session's time line). */
  private committedSeconds = 0;
  /** The start of the uncommitted audio that partials heard already and settled (partialSettlePoint): its text, its length. */
  private settled = { text: "", samples: 0 };
  private sinceLastPartial = 0;
  private work: Promise<void> = Promise.resolve();
  private over = false;
  private scheduled = false;
  private commitAsked = false;
  private readonly resampler: Resampler;
  private readonly abort = new AbortController();

  constructor(
    private readonly deps: Pick<AppDeps, "db" | "log">,
    private readonly port: Pick<SocketPort, "send" | "close">,
    private readonly opts: { principal: Principal; query: RealtimeTranscriptionQuery; recognizer: ChosenRecognizer },
  ) {
    this.resampler = new Resampler(inputRate(opts.query), RECOGNITION_SAMPLE_RATE);
    port.send({ message_type: "session_started", session_id: randomUUID(), config: sessionConfig(opts.query, opts.recognizer.language) });
  }

  /** A message from the client. */
  receive(data: unknown): void {
    if (this.over) return;
    try {
      const chunk = parseChunk(data);
      const bytes = Buffer.from(chunk.audio_base_64, "base64");
      const samples = this.opts.query.audio_format === "ulaw_8000" ? decodeMuLaw(bytes) : pcm16(bytes);
      this.append(this.resampler.process(samples));
      if (chunk.commit) this.commitAsked = true;
      // One step waiting at a time: audio sent faster than it is handled is looked at together.
      if (!this.scheduled) {
        this.scheduled = true;
        this.queue(() => ((this.scheduled = false), this.afterAudio()));
      }
    } catch (err) {
      void this.fail(err);
    }
  }

  /** The client closed or vanished: uncommitted audio is dropped (and not charged). */
  clientClosed(): void {
    this.over = true;
    this.abort.abort();
  }

  private append(samples: Int16Array): void {
    if (samples.length > 0) this.parts.push(samples);
    this.sinceLastPartial += samples.length / RECOGNITION_SAMPLE_RATE;
  }

  /** The uncommitted audio in one piece. */
  private get pending(): Int16Array {
    if (this.parts.length !== 1) this.parts = [concatSamples(this.parts)];
    return this.parts[0];
  }

  private queue(step: () => Promise<void>): void {
    this.work = this.work.then(() => (this.over ? undefined : step())).catch((err: unknown) => this.fail(err));
  }

  /** After new audio: a commit asked for, one VAD found, one forced by length, or a partial transcript. */
  private async afterAudio(): Promise<void> {
    const commit = this.commitAsked;
    this.commitAsked = false;
    const seconds = this.pending.length / RECOGNITION_SAMPLE_RATE;
    if (commit || seconds >= MAX_UNCOMMITTED_SECONDS) return this.commit(this.pending.length);
    if (this.opts.query.commit_strategy === "vad") {
      const end = await this.speechEnded();
      if (end !== null) return this.commit(end);
    }
    if (this.sinceLastPartial >= PARTIAL_EVERY_SECONDS) {
      this.sinceLastPartial = 0;
      await this.partial();
    }
  }

  /**
   * A partial transcript: the settled start's text, and the rest recognised now; words heard well
   * before the end and followed by a pause are settled in turn, so each partial recognises only
   * the audio since the last such pause, not the whole utterance again.
   */
  private async partial(): Promise<void> {
    const rest = this.pending.subarray(this.settled.samples);
    const heard = await this.recognize(rest);
    const text = [this.settled.text, heard.text].filter(Boolean).join(" ");
    if (text) this.port.send({ message_type: "partial_transcript", text });
    const point = partialSettlePoint(heard.words, rest.length / RECOGNITION_SAMPLE_RATE);
    if (point) {
      const words = heard.words.slice(0, point.count).map((w) => w.text);
      this.settled = { text: [this.settled.text, ...words].filter(Boolean).join(" "), samples: this.settled.samples + Math.round(point.cutSeconds * RECOGNITION_SAMPLE_RATE) };
    }
  }

  /** Where the speaker stopped (samples): the end of the first speech followed by a long enough silence, if any. */
  private async speechEnded(): Promise<number | null> {
    const { query } = this.opts;
    const segments = await detectSpeech(this.pending, RECOGNITION_SAMPLE_RATE, {
      threshold: query.vad_threshold,
      minSpeechSeconds: query.min_speech_duration_ms / 1000,
      minSilenceSeconds: query.min_silence_duration_ms / 1000,
    });
    const seconds = this.pending.length / RECOGNITION_SAMPLE_RATE;
    // The first stretch of speech followed by a long enough pause (before the next, or the end):
    // a step that runs late, when the next sentence has begun, still commits the one before it.
    for (const [i, segment] of segments.entries()) {
      const pauseEnd = segments[i + 1]?.start ?? seconds;
      if (pauseEnd - segment.end >= query.vad_silence_threshold_secs) return Math.min(this.pending.length, Math.round((segment.end + 0.2) * RECOGNITION_SAMPLE_RATE));
    }
    return null;
  }

  /** Charges, recognises and tells the first `length` samples of the pending audio, then drops them. */
  private async commit(length: number): Promise<void> {
    const audio = this.pending.slice(0, length);
    this.parts = [this.pending.slice(length)];
    this.sinceLastPartial = 0;
    this.settled = { text: "", samples: 0 };
    const offset = this.committedSeconds;
    const seconds = audio.length / RECOGNITION_SAMPLE_RATE;
    this.committedSeconds += seconds;
    if (audio.length === 0) return;
    await this.deps.db.transaction((tx) => chargeInTransaction(tx, this.opts.principal.workspaceId, 0, undefined, { audioSeconds: meteredSeconds(seconds) }));
    const heard = await this.recognize(audio);
    this.port.send({ message_type: "committed_transcript", text: heard.text });
    if (this.opts.query.include_timestamps) {
      this.port.send({
        message_type: "committed_transcript_with_timestamps",
        text: heard.text,
        language_code: this.opts.recognizer.language,
        words: heard.words.map((w) => ({ text: w.text, start: w.start + offset, end: w.end + offset, type: "word", logprob: Math.log(Math.max(w.probability, 1e-6)) })),
      });
    }
  }

  private async recognize(samples: Int16Array): Promise<Recognition> {
    const { recognizer } = this.opts;
    try {
      return await recognizer.engine.recognize(samples, { language: recognizer.language, signal: this.abort.signal });
    } catch (err) {
      if (this.abort.signal.aborted) throw err;
      this.deps.log.warn("realtime recognition failed", err);
      throw new RealtimeFailure("transcriber_error", "The recogniser failed on this audio; the socket closes. Uncommitted audio was not charged.");
    }
  }

  /** Tells the client what went wrong in the SDK's error shape, then closes. */
  private async fail(err: unknown): Promise<void> {
    if (this.over) return;
    this.over = true;
    this.abort.abort();
    const told =
      err instanceof RealtimeFailure
        ? { message_type: err.type, error: err.message }
        : err instanceof AppError
          ? { message_type: err.code === "quota_exceeded" ? "quota_exceeded" : "error", error: err.message }
          : { message_type: "error", error: "The transcription failed; the socket closes." };
    if (!(err instanceof RealtimeFailure) && !(err instanceof AppError)) this.deps.log.error("a realtime transcription failed", err);
    this.port.send(told);
    this.port.close(err instanceof AppError && err.status >= 500 ? 1011 : 1008, told.message_type);
  }
}

/** The sample rate the query's audio format is in. */
function inputRate(query: RealtimeTranscriptionQuery): number {
  return Number(query.audio_format.split("_")[1]);
}

/** Little-endian 16-bit PCM (an odd trailing byte is dropped). */
function pcm16(bytes: Buffer): Int16Array {
  const even = bytes.length - (bytes.length % 2);
  const out = new Int16Array(even / 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2);
  return out;
}

function parseChunk(data: unknown): InputAudioChunk {
  if (typeof data !== "string") throw new RealtimeFailure("input_error", 'Messages are JSON text frames: {"message_type": "input_audio_chunk", "audio_base_64": "...", "commit": false}.');
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new RealtimeFailure("input_error", "A message is not valid JSON.");
  }
  const parsed = InputAudioChunk.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RealtimeFailure("input_error", `${issue.path.join(".") || "message"}: ${issue.message}`);
  }
  return parsed.data;
}

/** The session's settings as session_started tells them. */
function sessionConfig(query: RealtimeTranscriptionQuery, language: string) {
  return {
    sample_rate: inputRate(query),
    audio_format: query.audio_format,
    language_code: language,
    commit_strategy: query.commit_strategy,
    vad_silence_threshold_secs: query.vad_silence_threshold_secs,
    vad_threshold: query.vad_threshold,
    min_speech_duration_ms: query.min_speech_duration_ms,
    min_silence_duration_ms: query.min_silence_duration_ms,
    model_id: query.model_id,
    enable_logging: query.enable_logging,
    include_timestamps: query.include_timestamps,
    include_language_detection: false,
  };
}
