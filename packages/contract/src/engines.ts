import { z } from "zod";

/**
 * GET /v1/engines (Vocable's extension, for instance operators): every engine the server speaks,
 * recognises or aligns through, what it can do, and whether it works now.
 */
export const EngineCapabilityName = z.enum([
  "text_to_speech",
  "streaming",
  "alignment",
  "voice_cloning",
  "voice_design",
  "speech_recognition",
  "diarization",
  "voice_conversion",
  "denoising",
  "speaker_embedding",
  "voice_activity",
  "sound_generation",
  "translation",
]);

export const EngineHealthInfo = z
  .object({
    status: z.enum(["healthy", "unhealthy", "unknown"]),
    detail: z.string().nullable(),
    checked_at_unix: z.number().int().nullable(),
    /** Seconds of work per second of audio in the check (through the worker pool, as a request). */
    real_time_factor: z.number().nullable(),
  })
  .meta({ id: "EngineHealth" });

export const EngineInfo = z
  .object({
    engine_id: z.string(),
    name: z.string(),
    kind: z.enum(["embedded", "local_model", "remote"]),
    description: z.string(),
    capabilities: z.array(EngineCapabilityName),
    languages: z.array(z.string()),
    voice_count: z.number().int(),
    license: z.string(),
    /** The models (GET /v1/models ids) that speak through it. */
    model_ids: z.array(z.string()),
    health: EngineHealthInfo,
  })
  .meta({ id: "EngineInfo" });
export type EngineInfo = z.infer<typeof EngineInfo>;

export const EngineList = z.object({ engines: z.array(EngineInfo) }).meta({ id: "EngineList" });
export type EngineList = z.infer<typeof EngineList>;
