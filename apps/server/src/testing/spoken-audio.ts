import { PREMADE_VOICES, concatBytes, type SpeechService } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";

/**
 * `text` said by a premade voice (by name; Flite's Richard by default), as a WAV file, and the
 * voice's own timing of each character: real speech for the recognition and alignment tests.
 */
export async function spokenWav(speech: SpeechService, text: string, voiceName = "Richard") {
  const voice = PREMADE_VOICES.find((v) => v.name === voiceName);
  if (!voice) throw new Error(`no premade voice ${voiceName}`);
  const said = await speech.synthesize({ text, voiceId: voice.voiceId, owner: "test" });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return { wav: Buffer.from(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm])), alignment: said.alignment, seconds: said.samples.length / said.sampleRate };
}

/** A multipart form with `file` (named `name`) and the text fields. */
export function audioForm(file: Uint8Array | null, fields: Record<string, string>, name = "speech.wav", field = "file"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(field, new Blob([new Uint8Array(file)]), name);
  return form;
}
