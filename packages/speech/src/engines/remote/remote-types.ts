/** What every remote speech engine offers, whatever wire protocol it speaks. */

/** A voice an engine offers, as that engine names it. */
export interface EngineVoice {
  /** The engine's own id for the voice (what its synthesis request takes). */
  engineVoiceId: string;
  name: string;
  /** ISO 639-1. */
  language: string;
  gender?: "male" | "female" | "neutral";
  description?: string;
}

/** Speech as it arrives: mono 16-bit PCM at `sampleRate`, chunk by chunk. */
export interface StreamedSpeech {
  sampleRate: number;
  /**
   * The audio as the upstream streams it. Throws when the stream is cut, times out or the
   * caller's signal aborts; leaving the loop early cancels the upstream request.
   */
  chunks: AsyncIterable<Int16Array>;
}

/** One synthesis request to a remote engine. */
export interface RemoteSynthesisRequest {
  text: string;
  /** An {@link EngineVoice.engineVoiceId}; ignored by cloning engines when `reference` is given. */
  engineVoiceId: string;
  /** 1 = normal. */
  speed?: number;
  /** ISO 639-1, for engines that take it. */
  languageCode?: string;
  /** A recording to clone the voice from (engines that declare `voice_cloning`). */
  reference?: { wav: Uint8Array; text?: string };
}

/** Text to speech as a remote engine offers it. */
export interface SpeechSynthesizer {
  listVoices(signal?: AbortSignal): Promise<EngineVoice[]>;
  /**
   * Resolves once the upstream has accepted the request and started answering (its errors,
   * status and reason included, reject here); the audio then streams through `chunks`.
   */
  synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech>;
}
