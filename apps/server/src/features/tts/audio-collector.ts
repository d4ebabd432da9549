import type { CharacterAlignment } from "@vocable/contract";
import { concatBytes } from "@vocable/speech";

/** Gathers the bytes sent and the alignment of a generation, to keep it as a history item. */
export class AudioCollector {
  private parts: Uint8Array[] = [];
  readonly alignment: CharacterAlignment = { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };

  addAudio(bytes: Uint8Array) {
    if (bytes.length > 0) this.parts.push(bytes);
  }

  addAlignment(a: CharacterAlignment) {
    this.alignment.characters.push(...a.characters);
    this.alignment.character_start_times_seconds.push(...a.character_start_times_seconds);
    this.alignment.character_end_times_seconds.push(...a.character_end_times_seconds);
  }

  bytes(): Uint8Array {
    return concatBytes(this.parts);
  }
}
