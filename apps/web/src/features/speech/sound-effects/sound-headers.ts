/** What POST /v1/sound-generation says about the sound in its headers. */
export interface SoundHeaders {
  historyItemId: string | null;
  /** The seed it was made with (`sound-effect-seed`). */
  seed: number | null;
  /** The library category the engine gave it (`sound-effect-category`). */
  category: string | null;
  /** What the engine made of the prompt (`sound-effect-description`, URI-encoded), e.g. "Procedural: rain (heavy) + roof (tin), 2.0 s". */
  description: string | null;
}

function decoded(value: string | null): string | null {
  if (value === null || value.trim() === "") return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The sound's headers, each null when missing or unreadable. */
export function soundHeaders(headers: Pick<Headers, "get">): SoundHeaders {
  const seedText = headers.get("sound-effect-seed");
  const seed = seedText !== null && /^\d+$/.test(seedText.trim()) ? Number(seedText.trim()) : null;
  return {
    historyItemId: headers.get("history-item-id") || null,
    seed,
    category: decoded(headers.get("sound-effect-category")),
    description: decoded(headers.get("sound-effect-description")),
  };
}
