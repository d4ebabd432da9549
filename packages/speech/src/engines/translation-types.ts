/** Text translation (the `translation` capability): what an engine offering it takes and gives. */

/** Segments of one text (a transcript's, for dubbing) to translate from one language into another. */
export interface TranslationRequest {
  /** The segments, translated in order: the answer has one translation per segment, blank ones kept as they are. */
  texts: string[];
  /** ISO 639-1 code of the segments' language, or "auto" for the engine to find it out. */
  from: string;
  /** ISO 639-1 code of the language to translate into. */
  to: string;
  /** A short description of the material (a cooking video, a legal talk), for engines that choose words by it. */
  context?: string;
  signal?: AbortSignal;
}

export interface Translation {
  /** One translation per segment of the request, in its order. */
  texts: string[];
  /** With `from: "auto"`: the language the engine found (the one most segments were in), when it says. */
  detectedLanguage?: string;
}

export type Translate = (request: TranslationRequest) => Promise<Translation>;

/** The engine's answer did not give one translation per segment (a wrong count, or not the asked format). */
export class TranslationError extends Error {
  constructor(
    readonly engineId: string,
    readonly reason: string,
  ) {
    super(`The translation engine ${engineId} did not answer one translation per segment: ${reason}`);
    this.name = "TranslationError";
  }
}

/** The engine does not translate this pair (its server does not offer it). */
export class UnsupportedLanguagePairError extends Error {
  constructor(
    readonly engineId: string,
    readonly from: string,
    readonly to: string,
    detail: string,
  ) {
    super(`The translation engine ${engineId} does not translate ${from} to ${to}: ${detail}`);
    this.name = "UnsupportedLanguagePairError";
  }
}
