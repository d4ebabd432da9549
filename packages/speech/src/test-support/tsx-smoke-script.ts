/**
 * Run by worker-loading.test.ts under `tsx` (the way the server starts):
 * proves both worker kinds load there. Prints one JSON line.
 */
import { threadId } from "node:worker_threads";
import { createEncoder, parseOutputFormat, PREMADE_VOICES, SpeechService } from "../index";

const service = new SpeechService({ workers: 1 });
const text = "Workers load under tsx. Both engines answer.";
const report: Record<string, unknown> = { mainThreadId: threadId };
for (const engine of ["flite", "espeak-ng"] as const) {
  const voice = PREMADE_VOICES.find((v) => v.engine === engine)!;
  const encoder = createEncoder(parseOutputFormat("mp3_44100_128")!, engine === "flite" ? 16000 : 22050);
  let bytes = 0;
  let characters = "";
  for await (const chunk of service.stream({ text, voiceId: voice.voiceId })) {
    characters += chunk.alignment.characters.join("");
    bytes += (await encoder.write(chunk.samples)).length;
  }
  bytes += (await encoder.end()).length;
  report[engine] = { bytes, exact: characters === text };
}
await service.close();
console.log(JSON.stringify(report));
