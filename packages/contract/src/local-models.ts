import { z } from "zod";

/**
 * The local neural models in MODELS_DIR, for instance operators (Vocable's extension):
 * GET /v1/admin/models, POST /v1/admin/models (a model archive uploaded), DELETE /v1/admin/models/{model_id}.
 */
export const LocalModelInfo = z
  .object({
    model_id: z.string(),
    name: z.string(),
    kind: z.string().meta({ description: "vits, kokoro, kitten, matcha, zipvoice, pocket, whisper, moonshine, sense-voice, paraformer, silero-vad, speaker-embedding" }),
    languages: z.array(z.string()),
    sample_rate: z.number().int(),
    license: z.string(),
    status: z.enum(["ok", "broken", "unchecked"]),
    reason: z.string().nullable().meta({ description: "Why it is broken, or why an ok model is not used (a kind not supported yet)" }),
    bytes: z.number().int(),
    /** The engine it speaks or recognises through (GET /v1/engines), null when it is not in use. */
    engine_id: z.string().nullable(),
    checked_at_unix: z.number().int().nullable(),
  })
  .meta({ id: "LocalModelInfo" });
export type LocalModelInfo = z.infer<typeof LocalModelInfo>;

export const LocalModelList = z.object({ models: z.array(LocalModelInfo) }).meta({ id: "LocalModelList" });
export type LocalModelList = z.infer<typeof LocalModelList>;

/** The multipart fields of POST /v1/admin/models. */
export const AddLocalModelForm = z
  .object({
    file: z.string().meta({ format: "binary", description: "A sherpa-onnx model archive: .tar.bz2, .tar.gz or .tgz" }),
    sha256: z.string().optional().meta({ description: "The archive's SHA-256 (hex), checked before anything is unpacked" }),
    model_id: z.string().optional().meta({ description: "Folder name in MODELS_DIR (lower-case letters, digits, . _ -); default from the archive" }),
  })
  .meta({ id: "AddLocalModelForm" });
