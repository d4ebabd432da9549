/** The audio to convert holds no speech (silence, noise, music): a client's error, answered 400. */
export class NoSpeechToConvertError extends Error {
  constructor(message = "No speech was found in the audio to convert.") {
    super(message);
    this.name = "NoSpeechToConvertError";
  }
}

/**
 * Speech to speech cannot be done in this language here: the embedded voice changer re-speaks
 * recognised words, and no recogniser for the language is installed (answered 400, or 503 when the
 * server could do it once an engine is installed; the message says which language).
 */
export class VoiceConversionUnavailableError extends Error {
  constructor(readonly languageCode: string) {
    super(
      `Speech to speech is not available for the language "${languageCode}": the embedded voice changer needs a speech recogniser ` +
        "for the language, and none is installed.",
    );
    this.name = "VoiceConversionUnavailableError";
  }
}
