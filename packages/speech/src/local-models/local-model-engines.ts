/**
 * The engines of the operator's local models: one per installed model whose probe passed and
 * whose files still match their checksums (checked again here: a file changed since the probe
 * could abort the model's process). Broken models are not registered; `listModels` shows them with
 * their reason.
 */
import { realTimeFactorOf, type EngineCapability, type EngineHealth, type RegisteredEngine } from "../engines/engine-registry";
import { RECOGNITION_SAMPLE_RATE } from "../recognition/recognition-types";
import { checkFiles } from "./file-checksums";
import { createLocalRecognize } from "./local-recognizer";
import { LocalModelSynthesizer, type LocalSynthesizerOptions } from "./local-tts-synthesizer";
import { writeState, type ModelDescriptor, type ModelKind } from "./model-descriptor";
import { listModels } from "./model-store";

/** A registered local model, with a way to end its process. */
export interface LocalModelEngine extends RegisteredEngine {
  modelId: string;
  close(): Promise<void>;
}

const LABELS: Record<ModelKind, string> = {
  vits: "VITS (Piper, Coqui or MeloTTS export)",
  kokoro: "Kokoro",
  kitten: "KittenTTS",
  matcha: "Matcha-TTS",
  zipvoice: "ZipVoice",
  pocket: "Pocket TTS",
  whisper: "Whisper",
  moonshine: "Moonshine",
  "sense-voice": "SenseVoice",
  paraformer: "Paraformer",
  "silero-vad": "Silero VAD",
  "speaker-embedding": "speaker embedding",
};

const SPEAKS: readonly ModelKind[] = ["vits", "kokoro", "kitten", "matcha"];
const HEARS: readonly ModelKind[] = ["whisper", "moonshine", "sense-voice", "paraformer"];

/**
 * Whether Vocable can use a model of `kind` as an engine yet, and if not, why: a sentence for
 * the operator (the CLI prints it beside such models).
 */
export function localModelSupport(kind: ModelKind): { supported: boolean; note: string } {
  if (SPEAKS.includes(kind)) return { supported: true, note: "text to speech" };
  if (HEARS.includes(kind)) return { supported: true, note: "speech recognition" };
  if (kind === "zipvoice" || kind === "pocket") return { supported: false, note: "voice cloning models are not supported yet (they need a reference recording per request)" };
  if (kind === "silero-vad") return { supported: false, note: "not supported yet as an engine (the built-in Silero VAD serves voice activity)" };
  return { supported: false, note: "speaker embedding models are not supported yet as an engine" };
}

function health(status: EngineHealth["status"], detail: string | null, realTimeFactor: number | null = null): EngineHealth {
  return { status, detail, checkedAt: new Date(), realTimeFactor };
}

/** One short synthesis through the same path requests take: healthy with its real-time factor. */
async function checkSynthesis(synthesizer: LocalModelSynthesizer, text: string): Promise<EngineHealth> {
  const signal = AbortSignal.timeout(120_000);
  const [voice] = await synthesizer.listVoices();
  const started = performance.now();
  const speech = await synthesizer.synthesize({ text, engineVoiceId: voice.engineVoiceId }, signal);
  let samples = 0;
  for await (const chunk of speech.chunks) samples += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  if (samples === 0) return health("unhealthy", `it made no audio for "${text}"`);
  return health("healthy", null, realTimeFactorOf(seconds, samples / speech.sampleRate));
}

function describe(descriptor: ModelDescriptor, what: string): string {
  const languages = descriptor.languages.length ? descriptor.languages.join(", ") : "languages not declared";
  return (
    `${descriptor.name}: a local ${LABELS[descriptor.kind]} ${what} model from the models folder (${descriptor.id}), ` +
    `run by sherpa-onnx on this server's CPU in a process of its own; ${languages}. ` +
    `How good it is depends on the model. Licence: ${descriptor.license}.`
  );
}

/**
 * The engines of the models in `modelsDir` that are ok: `local-<id>`, kind `local_model`, text to
 * speech and streaming for speech models (health check: one short synthesis, with its real-time
 * factor), speech recognition for recognisers (half a second of silence). A model whose files no
 * longer match is marked broken and left out.
 */
export async function createLocalModelEngines(modelsDir: string, opts: LocalSynthesizerOptions = {}): Promise<LocalModelEngine[]> {
  const engines: LocalModelEngine[] = [];
  for (const listing of await listModels(modelsDir)) {
    const descriptor = listing.descriptor;
    if (!descriptor || listing.state.status !== "ok" || !localModelSupport(descriptor.kind).supported) continue;
    const problems = await checkFiles(listing.dir, descriptor.files);
    if (problems.length) {
      await writeState(listing.dir, { status: "broken", reason: problems.join("; "), checkedAt: new Date().toISOString() });
      continue;
    }
    const common = { id: `local-${descriptor.id}`, modelId: descriptor.id, name: descriptor.name, kind: "local_model" as const, languages: descriptor.languages, license: `${descriptor.license} (model); Apache-2.0 (sherpa-onnx)` };
    if (SPEAKS.includes(descriptor.kind)) {
      const synthesizer = new LocalModelSynthesizer(listing.dir, descriptor, opts);
      const voiceCount = descriptor.voices?.length ?? 1;
      engines.push({
        ...common,
        description: describe(descriptor, `text-to-speech (${voiceCount} voice${voiceCount === 1 ? "" : "s"}, ${descriptor.sampleRate / 1000} kHz)`),
        capabilities: ["text_to_speech", "streaming"] satisfies EngineCapability[],
        voiceCount,
        synthesizer,
        checkHealth: () => checkSynthesis(synthesizer, descriptor.sampleText ?? "Hello."),
        close: () => synthesizer.close(),
      });
    } else {
      const { recognize, host } = createLocalRecognize(listing.dir, descriptor, opts);
      const silence = new Int16Array(RECOGNITION_SAMPLE_RATE / 2);
      engines.push({
        ...common,
        description: describe(descriptor, "speech recognition"),
        capabilities: ["speech_recognition"] satisfies EngineCapability[],
        voiceCount: 0,
        recognize,
        async checkHealth() {
          const started = performance.now();
          await recognize(silence, { language: descriptor.languages[0] ?? "en", signal: AbortSignal.timeout(120_000) });
          return health("healthy", null, realTimeFactorOf((performance.now() - started) / 1000, 0.5));
        },
        close: () => host.close(),
      });
    }
  }
  return engines;
}
