import { approximateVoice, concatSamples, measureSimilarity, wavBytes, type SampleAnalysis, type VoiceRendering } from "@vocable/speech";
import type { StoredRendering, VoiceMethod } from "#db/schema/index";
import type { AppDeps } from "#platform/app-env";
import { newId } from "#platform/ids";
import { METHOD_NOTES } from "../workspace-voice-presenter";
import { SAMPLE_RATE } from "./prepare-voice-samples";

/** A cloning engine hears this much of the samples (the engines take a few seconds to a minute). */
const REFERENCE_SECONDS = 30;

/** The measured similarity, said where the note is shown (x-vector cosine; 0.5 and above passes for the same speaker). */
function similarityNote(similarity: number | null): string {
  return similarity === null ? "" : ` Speaker similarity to the samples: ${similarity.toFixed(2)} (speaker-embedding cosine; 0.50 and above passes for the same speaker).`;
}

export interface BuiltRendering {
  method: VoiceMethod;
  rendering: StoredRendering;
  /** Similarity of a sentence spoken by the voice to its samples (speaker embeddings); null when it could not be measured. */
  similarity: number | null;
  note: string;
  /** The reference recording to store under `rendering.referenceKey` (cloning engines). */
  reference?: { key: string; wav: Uint8Array };
}

/**
 * How a voice made from samples is spoken. With a cloning engine installed (a remote cloning
 * server, a local cloning model) the engine speaks with the samples as its reference: real
 * cloning. Without one, the nearest embedded voice reshaped to the samples (approximateVoice),
 * and the note says it is an approximation. Both report the measured similarity.
 */
export async function buildVoiceRendering(
  deps: Pick<AppDeps, "speech" | "log">,
  input: {
    workspaceId: string;
    voiceId: string;
    samples: readonly Int16Array[];
    language: string;
    professional?: boolean;
    signal?: AbortSignal;
    /** analyzeVoiceSample of the samples together, when the caller has it. */
    analysis?: SampleAnalysis;
    /** The approximation's candidates judged so far, of at most `total`. */
    onMatching?: (judged: number, total: number) => void;
  },
): Promise<BuiltRendering> {
  const all = concatSamples([...input.samples]);
  const engine = deps.speech.cloningEngines()[0];
  if (engine) {
    const reference = all.subarray(0, Math.min(all.length, REFERENCE_SECONDS * SAMPLE_RATE));
    const wav = wavBytes(reference, SAMPLE_RATE);
    const rendering: VoiceRendering = { kind: "reference", engineId: engine.id, reference: { wav }, language: input.language };
    const similarity = await measureSimilarity(deps.speech, all, SAMPLE_RATE, rendering).catch((err: unknown) => {
      deps.log.warn(`could not measure the similarity of voice ${input.voiceId} on ${engine.id}`, err);
      return null;
    });
    const key = `voices/${input.workspaceId}/${input.voiceId}/reference-${newId(8)}.wav`;
    // A cloning engine speaks with a reference: a professional voice spoken so is cloned, not fine-tuned.
    const method: VoiceMethod = "cloned";
    return {
      method,
      rendering: { kind: "reference", engineId: engine.id, referenceKey: key, language: input.language },
      similarity,
      note: `${METHOD_NOTES[method]} Engine: ${engine.name}.${similarityNote(similarity)}`,
      reference: { key, wav },
    };
  }
  const approximation = await approximateVoice(deps.speech, all, SAMPLE_RATE, {
    language: input.language,
    signal: input.signal,
    analysis: input.analysis,
    onProgress: input.onMatching && ((p) => input.onMatching!(p.judged, p.total)),
  });
  const method: VoiceMethod = input.professional ? "embedded_profile" : "approximation";
  return {
    method,
    rendering: approximation.rendering,
    similarity: approximation.similarity,
    note: `${METHOD_NOTES[method]} Base voice: ${approximation.baseVoiceName}.${similarityNote(approximation.similarity)}`,
  };
}
