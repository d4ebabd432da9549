import type { AppDeps } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import type { NewVoiceSampleRow } from "../repo";
import type { PreparedSample } from "./prepare-voice-samples";

/** The storage key of a voice's sample. */
export const sampleKey = (workspaceId: string, voiceId: string, sampleId: string) => `voices/${workspaceId}/${voiceId}/${sampleId}.wav`;

/** The voice's language: its `language` label when it is an ISO 639-1 code, else English. */
export function voiceLanguage(labels: Record<string, string> | undefined): string {
  const label = labels?.language?.trim().toLowerCase();
  if (label === undefined || label === "") return "en";
  if (!/^[a-z]{2}$/.test(label)) throw new ValidationError([{ loc: ["body", "labels", "language"], msg: "Use an ISO 639-1 language code (en, fr, de…).", type: "value_error" }]);
  return label;
}

/**
 * Writes the samples (and a cloning engine's reference) to storage before their rows are
 * recorded; `remove` takes them back when the recording fails, so nothing is left behind.
 */
export async function storeVoiceSamples(
  deps: Pick<AppDeps, "storage">,
  workspaceId: string,
  voiceId: string,
  prepared: readonly PreparedSample[],
  reference?: { key: string; wav: Uint8Array },
): Promise<{ rows: NewVoiceSampleRow[]; remove(): Promise<void> }> {
  const rows: NewVoiceSampleRow[] = prepared.map((p) => ({ ...p.row, voiceId, storageKey: sampleKey(workspaceId, voiceId, p.row.id!) }));
  const written: string[] = [];
  const remove = async () => {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => {})));
  };
  try {
    for (const [i, row] of rows.entries()) {
      await deps.storage.put(row.storageKey, prepared[i]!.wav, { contentType: "audio/wav" });
      written.push(row.storageKey);
    }
    if (reference) {
      await deps.storage.put(reference.key, reference.wav, { contentType: "audio/wav" });
      written.push(reference.key);
    }
  } catch (err) {
    await remove();
    throw err;
  }
  return { rows, remove };
}
