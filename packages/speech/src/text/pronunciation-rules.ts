/**
 * A pronunciation rule from a pronunciation dictionary (the ElevenLabs rule shapes). Rules are
 * applied to the request text before normalization; the audio's alignment stays in terms of the
 * original text.
 */
export type PronunciationRule =
  | {
      type: "alias";
      /** Non-empty text to find. */
      stringToReplace: string;
      /** What is read instead. */
      alias: string;
      caseSensitive?: boolean;
      /** Match only whole words (default true). */
      wordBoundaries?: boolean;
    }
  | {
      type: "phoneme";
      stringToReplace: string;
      /** The pronunciation, in `alphabet`. */
      phoneme: string;
      alphabet: "ipa" | "cmu-arpabet";
      caseSensitive?: boolean;
      wordBoundaries?: boolean;
    };

/** How much text normalization a request asks for (`apply_text_normalization`). */
export type TextNormalizationMode = "auto" | "on" | "off";
