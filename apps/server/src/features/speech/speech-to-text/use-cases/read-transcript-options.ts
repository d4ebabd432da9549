import { ENTITY_REDACTION_MODES, keytermProblem, MAX_KEYTERMS, parseAdditionalFormats, resolveEntityKinds, type EntityRedactionMode, type EntityType } from "@vocable/domain";
import { ValidationError } from "#platform/errors";
import type { TranscriptOptions } from "../transcript-options";
import { formFlag, refuse } from "./form-fields";

/** The fields of POST /v1/speech-to-text that are lists: the SDK sends each item as a field of the same name. */
export const TRANSCRIPTION_LIST_FIELDS = ["keyterms", "entity_detection", "entity_redaction"] as const;

/** Fields a form may carry: up to 1000 keyterms, the entity lists (a few each) and the other fields. */
export const TRANSCRIPTION_MAX_FIELDS = MAX_KEYTERMS + 64;
/** ElevenLabs' limit on webhook_metadata. */
const MAX_WEBHOOK_METADATA_BYTES = 16 * 1024;
/** The default similarity at which two voices are one speaker (speech's SAME_SPEAKER_THRESHOLD). */
export const DEFAULT_SAME_SPEAKER_SIMILARITY = 0.5;

const invalid = (name: string, msg: string) => new ValidationError([{ loc: ["body", name], msg, type: "value_error" }]);

/** A list's items: each repeated field, or one field holding a JSON list. */
function listOf(lists: Record<string, string[]>, name: string): string[] {
  return (lists[name] ?? []).flatMap((value) => {
    if (!value.trim().startsWith("[")) return [value];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((v) => typeof v === "string")) return parsed as string[];
    } catch {
      // Not JSON: the value itself.
    }
    return [value];
  });
}

function entityTypes(lists: Record<string, string[]>, name: string): EntityType[] {
  const requested = listOf(lists, name).filter((v) => v.trim() !== "");
  const { types, refused } = resolveEntityKinds(requested);
  if (refused.length > 0) {
    throw refuse(name, `${refused.join(", ")} cannot be detected here (no language model); detected: email_address, phone_number, credit_card, url, ip_address, and the categories all, pii, pci.`);
  }
  return types;
}

/** keyterms, entities, additional formats, diarization and the webhook's options; 422 or 400 naming what is refused. */
export function readTranscriptOptions(fields: Record<string, string>, lists: Record<string, string[]>, mode: { notifyWebhooks: boolean; early: boolean }): TranscriptOptions {
  const keyterms = listOf(lists, "keyterms");
  if (keyterms.length > MAX_KEYTERMS) throw invalid("keyterms", `At most ${MAX_KEYTERMS} keyterms.`);
  keyterms.forEach((term) => {
    const problem = keytermProblem(term);
    if (problem) throw invalid("keyterms", `${JSON.stringify(term)}: ${problem}`);
  });

  const entityDetection = entityTypes(lists, "entity_detection");
  const redacted = entityTypes(lists, "entity_redaction");
  const modeName = fields.entity_redaction_mode || "redacted";
  if (!(ENTITY_REDACTION_MODES as readonly string[]).includes(modeName)) throw invalid("entity_redaction_mode", `Use ${ENTITY_REDACTION_MODES.join(", ")}.`);
  if (fields.entity_redaction_mode && redacted.length === 0) throw invalid("entity_redaction_mode", "Only with entity_redaction.");
  const notDetected = redacted.filter((t) => !entityDetection.includes(t));
  if (notDetected.length > 0) throw invalid("entity_redaction", `Must be a subset of entity_detection (${notDetected.join(", ")} is not detected).`);

  let additionalFormats: TranscriptOptions["additionalFormats"] = [];
  if (fields.additional_formats) {
    const parsed = parseAdditionalFormats(fields.additional_formats);
    if ("problem" in parsed) throw refuse("additional_formats", parsed.problem);
    additionalFormats = parsed.requests;
  }
  // Entities and formats are built for the answer or the webhook, and not kept with the transcript.
  if (mode.early && !mode.notifyWebhooks) {
    if (entityDetection.length > 0 && redacted.length === 0) throw refuse("entity_detection", "entities come with the answer or the webhook; with async=true, send webhook=true or wait for the answer.");
    if (additionalFormats.length > 0) throw refuse("additional_formats", "the formats come with the answer or the webhook; with async=true, send webhook=true or wait for the answer.");
  }
  return {
    keyterms,
    entityDetection,
    entityRedaction: redacted.length > 0 ? { types: redacted, mode: modeName as EntityRedactionMode } : null,
    additionalFormats,
    diarize: readDiarization(fields),
    ...readWebhookOptions(fields, mode.notifyWebhooks),
  };
}

function readDiarization(fields: Record<string, string>): TranscriptOptions["diarize"] {
  const diarize = formFlag(fields, "diarize");
  const speakers = fields.num_speakers ? Number(fields.num_speakers) : null;
  if (speakers !== null && !(Number.isInteger(speakers) && speakers >= 1 && speakers <= 32)) throw invalid("num_speakers", "An integer from 1 to 32.");
  const threshold = fields.diarization_threshold ? Number(fields.diarization_threshold) : null;
  if (threshold !== null && !(Number.isFinite(threshold) && threshold > 0 && threshold < 1)) throw invalid("diarization_threshold", "A number between 0 and 1.");
  if (!diarize) {
    if (threshold !== null) throw invalid("diarization_threshold", "Only with diarize=true.");
    return null;
  }
  if (threshold !== null && speakers !== null) throw invalid("diarization_threshold", "Not with num_speakers: send one of them.");
  // ElevenLabs' threshold is how different two voices must be to be two speakers; speech clusters by similarity.
  return { numSpeakers: speakers, similarity: threshold === null ? DEFAULT_SAME_SPEAKER_SIMILARITY : 1 - threshold };
}

function readWebhookOptions(fields: Record<string, string>, notifyWebhooks: boolean): Pick<TranscriptOptions, "webhookId" | "webhookMetadata"> {
  const webhookId = fields.webhook_id?.trim() || null;
  if (webhookId && !notifyWebhooks) throw invalid("webhook_id", "Only with webhook=true.");
  let webhookMetadata: Record<string, unknown> | null = null;
  if (fields.webhook_metadata) {
    if (!notifyWebhooks) throw invalid("webhook_metadata", "Only with webhook=true.");
    if (Buffer.byteLength(fields.webhook_metadata) > MAX_WEBHOOK_METADATA_BYTES) throw invalid("webhook_metadata", "At most 16 KB.");
    let parsed: unknown;
    try {
      parsed = JSON.parse(fields.webhook_metadata);
    } catch {
      throw invalid("webhook_metadata", "A JSON object.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalid("webhook_metadata", "A JSON object.");
    if (depth(parsed) > 2) throw invalid("webhook_metadata", "At most 2 levels deep.");
    webhookMetadata = parsed as Record<string, unknown>;
  }
  return { webhookId, webhookMetadata };
}

/** How many levels of objects and lists a JSON value has (a scalar: 0). */
function depth(value: unknown): number {
  if (typeof value !== "object" || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depth));
}
