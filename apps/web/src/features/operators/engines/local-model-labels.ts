import type { LocalModelInfo } from "@vocable/contract";
import { formatBytes, messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

type LocalModelStatus = LocalModelInfo["status"];

/** The status badge's text. */
export const LOCAL_MODEL_STATUS_LABELS: Record<LocalModelStatus, string> = {
  ok: "OK",
  broken: "Broken",
  unchecked: "Not checked yet",
};

/** The model families of the contract (`kind`) in words; an unknown kind is shown as it is. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  vits: "VITS (Piper, Coqui, MeloTTS)",
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
  "speaker-embedding": "Speaker embedding",
};

/** A model's kind in words ("vits" -> "VITS (Piper, Coqui, MeloTTS)"), or the kind itself when unknown. */
export function modelKindLabel(kind: string): string {
  return Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind] : kind;
}

/** A model's size on disk: decimal units like the rest of the app ("63.2 MB", "1.2 GB"). */
export function modelSizeText(bytes: number): string {
  return formatBytes(bytes);
}

/** The archive types POST /v1/admin/models unpacks, for the file input's `accept`. */
export const MODEL_ARCHIVE_ACCEPT = ".tar.bz2,.tar.gz,.tgz";

/** Whether a file name is one of the archive types the server unpacks (case-insensitive). */
export function isModelArchiveName(name: string): boolean {
  return /\.(tar\.bz2|tar\.gz|tgz)$/i.test(name.trim());
}

export const ARCHIVE_TYPE_ERROR = "Choose a sherpa-onnx model archive: a .tar.bz2, .tar.gz or .tgz file.";

/** The file input's error: null when nothing is chosen yet or the name is an archive's. */
export function archiveFileError(name: string | null): string | null {
  if (name === null) return null;
  return isModelArchiveName(name) ? null : ARCHIVE_TYPE_ERROR;
}

const SHA256 = /^[0-9a-fA-F]{64}$/;
export const SHA256_ERROR = "A SHA-256 is 64 hexadecimal digits (0-9, a-f).";

/** The optional SHA-256 field's error: null when it is empty or 64 hex digits (surrounding spaces ignored). */
export function sha256Error(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" || SHA256.test(trimmed) ? null : SHA256_ERROR;
}

/** The server's rule for a model id (the folder name in MODELS_DIR), see `isValidModelId` in @vocable/speech. */
const MODEL_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;
export const MODEL_ID_ERROR = "Use 1 to 100 lower-case letters, digits, dots, underscores or hyphens, starting with a letter or digit.";

/** The optional model id field's error: null when it is empty or a valid id (surrounding spaces ignored). */
export function modelIdError(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" || MODEL_ID.test(trimmed) ? null : MODEL_ID_ERROR;
}

/** The remove confirmation's description. */
export const REMOVE_MODEL_DESCRIPTION = "The model's files are deleted from this server; voices of it disappear from the voice list.";

export const ADD_FAILED_TITLE = "The model could not be added";
export const ARCHIVE_TOO_LARGE = "The archive is larger than this server accepts in an upload.";
export const ADD_ON_SERVER_HINT = "Add a large model on the server instead: npm run models -- add <archive>.";

/**
 * The add form's error text for a failed POST /v1/admin/models: a 413 (the server's words, or a
 * proxy's bare answer) also says how to add a large model on the server; anything else gets the
 * app's usual text (the server's own words for a 4xx such as invalid_model: wrong checksum, not
 * an archive, id taken; the generic text for a 5xx).
 */
export function addModelErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    return `${errorType === undefined ? ARCHIVE_TOO_LARGE : message} ${ADD_ON_SERVER_HINT}`;
  }
  return errorMessage(error);
}

/** Whether a failure is the 404 of a model that is no longer installed (someone removed it already). */
export function isModelNotInstalled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && messageFromErrorBody(error.body, error.statusText).errorType === "model_not_installed";
}

/** Text ending in a full stop (a reason from the server may have none): "No Op registered" -> "No Op registered.". */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What the add form says about the model it just added: a title, a sentence, and whether to alarm. */
export function addedModelText(model: LocalModelInfo): { title: string; message: string; broken: boolean } {
  const named = `“${model.name}” (${model.model_id})`;
  if (model.status === "broken") {
    return {
      title: `${named} was installed but does not work`,
      message: `${asSentence(model.reason ?? "Its check failed")} It stays installed and listed with the models until you remove it.`,
      broken: true,
    };
  }
  if (model.status === "unchecked") {
    return { title: `${named} was added`, message: "It has not been checked yet; the server checks it before it is used.", broken: false };
  }
  if (model.engine_id) {
    return { title: `${named} was added`, message: `It passed its check and is in use as the engine ${model.engine_id}.`, broken: false };
  }
  return {
    title: `${named} was added`,
    message: model.reason ? `It passed its check but is not in use: ${asSentence(model.reason)}` : "It passed its check but is not in use.",
    broken: false,
  };
}

/** Whether a model is in use, and as which engine ("In use as local-piper-en", "Not in use"). */
export function engineUseText(engineId: string | null): string {
  return engineId ? `In use as ${engineId}` : "Not in use";
}
