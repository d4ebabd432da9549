import type { CharacterAlignment } from "@vocable/contract";

/** Gathers the bytes sent and the alignment of a generation, to keep it as a history item. */
export class AudioCollector {
  private parts: Uint8Array[] = [];
  private size = 0;
  readonly alignment: CharacterAlignment = { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };

  addAudio(bytes: Uint8Array) {
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.size += bytes.length;
  }

  addAlignment(a: CharacterAlignment) {
    this.alignment.characters.push(...a.characters);
    this.alignment.character_start_times_seconds.push(...a.character_start_times_seconds);
    this.alignment.character_end_times_seconds.push(...a.character_end_times_seconds);
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const p of this.parts) {
      out.set(p, offset);
      offset += p.length;
    }
    return out;
  }
}

/**
 * A streamed WAV carries 0xFFFFFFFF as its sizes (the length was unknown when the header left);
 * the stored copy gets the real sizes so every player reads it.
 */
export function finalizeStreamedWav(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 44 || String.fromCharCode(...bytes.subarray(0, 4)) !== "RIFF") return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setUint32(4, bytes.length - 8, true);
  // Find the "data" chunk rather than assuming a 44-byte header.
  for (let i = 12; i + 8 <= bytes.length; ) {
    const id = String.fromCharCode(...bytes.subarray(i, i + 4));
    if (id === "data") {
      view.setUint32(i + 4, bytes.length - i - 8, true);
      break;
    }
    i += 8 + view.getUint32(i + 4, true);
  }
  return bytes;
}
