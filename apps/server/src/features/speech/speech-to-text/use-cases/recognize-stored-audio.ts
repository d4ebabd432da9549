import { decodePcmWindows, fairRecognize, RECOGNITION_SAMPLE_RATE, speechPieces, STREAM_PIECE_SECONDS, transcribeStream, type Recognition } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { NO_RECOGNIZER_MESSAGE } from "./choose-recognizer";

export interface StoredAudio {
  key: string;
  language: string;
  durationSeconds: number;
  /** Whose turn of the recognition scheduler the pieces take (a workspace id). */
  owner: string;
  /** The engine chosen earlier, when it is still installed; else the best recogniser of the language. */
  engineId?: string;
}

/**
 * A stored audio or video file recognised: decoded window by window as pieces are needed (one
 * piece held, whatever the length), cut in the voice activity detector's pauses when one is
 * installed (pieces without speech skipped), each piece in the owner's turn of the recognition
 * scheduler. `onProgress` hears the seconds done.
 */
export async function recognizeStoredAudio(
  deps: Pick<AppDeps, "storage" | "speech">,
  audio: StoredAudio,
  opts: { signal: AbortSignal; onProgress?: (seconds: number) => Promise<void> | void },
): Promise<Recognition> {
  const engines = deps.speech.engines;
  const stored = audio.engineId ? engines.get(audio.engineId) : undefined;
  const engine = stored?.recognize ? stored : engines.recognizerFor(audio.language);
  if (!engine?.recognize) throw new Error(NO_RECOGNIZER_MESSAGE);
  const file = await deps.storage.read(audio.key);
  if (!file) throw new Error("The audio is no longer stored.");
  const windows = decodePcmWindows(file.stream as unknown as AsyncIterable<Uint8Array>, { sampleRate: RECOGNITION_SAMPLE_RATE, signal: opts.signal });
  const detector = engines.voiceActivityDetector();
  const pieces = speechPieces(windows, { sampleRate: RECOGNITION_SAMPLE_RATE, detectSpeech: detector && ((samples, rate) => detector.detectSpeech(samples, rate)) });
  // Each piece waits for the owner's turn: another workspace's short file goes between two pieces.
  const recognizeFairly = fairRecognize(deps.speech.recognitionScheduler, { kind: engine.kind, recognize: engine.recognize }, audio.owner);
  return transcribeStream(recognizeFairly, pieces, {
    language: audio.language,
    sampleRate: RECOGNITION_SAMPLE_RATE,
    signal: opts.signal,
    // A long file's pieces yield the cores to short requests (an engine running here lowers their priority).
    background: audio.durationSeconds > 2 * STREAM_PIECE_SECONDS,
    onProgress: opts.onProgress,
  });
}
