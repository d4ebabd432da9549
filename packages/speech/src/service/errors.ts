/** Every synthesis worker is busy and the waiting queue is full: answer 429 and let the client retry. */
export class SpeechQueueFullError extends Error {
  constructor(message = "The speech queue is full; try again in a moment.") {
    super(message);
    this.name = "SpeechQueueFullError";
  }
}

/** The voice id is not in the catalogue. */
export class UnknownVoiceError extends Error {
  constructor(readonly voiceId: string) {
    super(`A voice with the voice_id ${voiceId} was not found.`);
    this.name = "UnknownVoiceError";
  }
}

/**
 * A workspace voice's engine is not registered (removed since the voice was made) or no longer
 * does what the voice needs: the voice exists but cannot be spoken until the engine is back.
 */
export class VoiceEngineMissingError extends Error {
  constructor(
    readonly engineId: string,
    reason = "is not installed",
  ) {
    super(`The engine "${engineId}" this voice is spoken by ${reason}.`);
    this.name = "VoiceEngineMissingError";
  }
}

/** A voice that speech is converted into (a voice-conversion server's model): it does not read text. */
export class VoiceConvertsOnlyError extends Error {
  constructor(
    readonly voiceId: string,
    readonly voiceName: string,
  ) {
    super(`The voice ${voiceName} (${voiceId}) converts speech only (POST /v1/speech-to-speech/${voiceId}): it does not read text.`);
    this.name = "VoiceConvertsOnlyError";
  }
}
