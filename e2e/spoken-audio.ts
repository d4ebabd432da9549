import { wavHeader } from "@vocable/domain";
import { concatBytes, PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";

/**
 * `text` said by a premade voice (Flite's Richard by default), as a WAV file; a list of sentences is
 * read one by one with a second's pause after each, as a person reading aloud pauses.
 */
export async function spokenWav(text: string | readonly string[], voiceName = "Richard"): Promise<Buffer> {
  const voice = PREMADE_VOICES.find((v) => v.name === voiceName)!;
  const parts: Uint8Array[] = [];
  let rate = 16000;
  for (const sentence of typeof text === "string" ? [text] : text) {
    const said = await synthesizeRaw({ text: sentence, voiceId: voice.voiceId });
    rate = said.sampleRate;
    parts.push(new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength));
    if (typeof text !== "string") parts.push(new Uint8Array(2 * rate));
  }
  const pcm = concatBytes(parts);
  return Buffer.from(concatBytes([wavHeader(rate, pcm.length), pcm]));
}
