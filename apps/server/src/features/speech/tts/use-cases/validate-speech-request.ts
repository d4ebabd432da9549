import type { TextToSpeechQuery, TextToSpeechRequest } from "@vocable/contract";
import { characterCost } from "@vocable/domain";
import { parseOutputFormat, type OutputFormat, type SpeechModel } from "@vocable/speech";
import { AppError, ValidationError } from "#platform/errors";

const DEFAULT_OUTPUT_FORMAT = "mp3_44100_128";

/** The `output_format` asked for (MP3 44.1 kHz 128 kbps when none), or 422 naming it. */
export function requestedOutputFormat(formatId: string | undefined): OutputFormat {
  const id = formatId ?? DEFAULT_OUTPUT_FORMAT;
  const format = parseOutputFormat(id);
  if (!format) throw new ValidationError([{ loc: ["query", "output_format"], msg: `Unsupported output_format '${id}'.`, type: "enum" }]);
  return format;
}

/** Checks what can be checked before charging: format, text, model and length. */
export function validateSpeechRequest(
  models: { resolveModel(modelId: string | undefined | null): SpeechModel | undefined },
  body: TextToSpeechRequest,
  query: TextToSpeechQuery,
): { model: SpeechModel; format: OutputFormat; cost: number } {
  const format = requestedOutputFormat(query.output_format);
  if (body.text.trim() === "") {
    throw new ValidationError([{ loc: ["body", "text"], msg: "Text must not be empty.", type: "value_error" }]);
  }
  const model = models.resolveModel(body.model_id);
  if (!model) throw new AppError("model_not_found", 400, `A model with the model_id ${body.model_id} does not exist.`);
  const cost = characterCost(body.text);
  if (cost > model.maxCharacters) {
    throw new AppError("text_too_long", 400, `The text is ${cost} characters long; ${model.modelId} accepts at most ${model.maxCharacters} characters per request.`);
  }
  return { model, format, cost };
}
