import { TranslationError, type Translate } from "../translation-types";
import { bearerHeaders } from "./bearer-headers";
import type { RemoteEngineConfig } from "./engine-config";
import { UpstreamError } from "./remote-errors";
import type { EngineGuard } from "./resilience";
import { translateInBatches, type BatchTranslation } from "./translation-batches";
import { upstreamReason } from "./upstream-reason";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The system message of every translation request (fixed: the segments come in the user
 * message, as JSON, never inside these instructions).
 */
export const TRANSLATION_PROMPT =
  "You translate the segments of a transcript, to be voiced again in another language. " +
  'The user message is a JSON object: "from" is the ISO 639-1 code of the segments\' language ("auto": find it out), ' +
  '"to" the ISO 639-1 code of the language to translate into, "segments" the texts in order, and "context", when present, ' +
  "a short description of the material to choose words by (never translate it). " +
  'Answer with a JSON object and nothing else: {"translations": ["...", ...]}, exactly one translation per segment, ' +
  'in the same order, each the whole segment translated into "to" as it would be spoken. ' +
  "Do not merge, split, skip or add segments, and add no notes, explanations or transliterations. " +
  'When "from" is "auto", also give "detected_language": the ISO 639-1 code of the segments\' language.';

/** The translations in a chat answer's content, or why there are none. */
function readTranslations(content: string, count: number): BatchTranslation | string {
  if (content.trim() === "") return "it answered no content";
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim());
  } catch {
    return `its answer is not JSON: ${upstreamReason(content.slice(0, 100))}`;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.translations)) return 'its answer has no "translations" list';
  const texts = parsed.translations;
  if (!texts.every((t): t is string => typeof t === "string")) return 'its "translations" are not all strings';
  if (texts.length !== count) return `it gave ${texts.length} translations for ${count} segments`;
  const detected = typeof parsed.detected_language === "string" && /^[a-z]{2}$/.test(parsed.detected_language) ? [parsed.detected_language] : undefined;
  return { texts, ...(detected ? { detected } : {}) };
}

/**
 * Translation by a language model on an OpenAI-compatible chat-completions server (vLLM,
 * Ollama, LocalAI, llama.cpp's server, OpenAI): `POST {base}/v1/chat/completions` with
 * {@link TRANSLATION_PROMPT} as the system message, the segments as the user message's JSON
 * (`{"from", "to", "context"?, "segments"}`), temperature 0 and JSON mode
 * (`response_format: {"type": "json_object"}`); the answer is `choices[0].message.content`.
 *
 * At most 40 segments or 6,000 characters go in one request, one request after another. Its
 * content is read strictly: JSON with as many `translations` as segments sent (whitespace around
 * it is the only thing forgiven). Any other answer is asked again once, the same request, then
 * fails with {@link TranslationError}. Quality is the model's: a small one may translate loosely.
 */
export class OpenAiChatTranslationEngine {
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;

  constructor(config: RemoteEngineConfig, guard: EngineGuard) {
    this.#config = config;
    this.#guard = guard;
  }

  readonly translate: Translate = (request) =>
    translateInBatches(this.#config.id, request, async (segments) => {
      const user = { from: request.from, to: request.to, ...(request.context ? { context: request.context } : {}), segments };
      const body = JSON.stringify({
        model: this.#config.model,
        messages: [
          { role: "system", content: TRANSLATION_PROMPT },
          { role: "user", content: JSON.stringify(user) },
        ],
        temperature: 0,
        response_format: { type: "json_object" },
      });
      let problem = "";
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await this.complete(body, request.signal);
        const result = readTranslations(answer.content, segments.length);
        if (typeof result !== "string") return result;
        problem = answer.finishReason === "length" ? `${result} (cut at the model's length limit)` : result;
      }
      throw new TranslationError(this.#config.id, `${problem}, twice`);
    });

  /** One chat completion: its first choice's content and why it stopped. */
  private async complete(body: string, signal?: AbortSignal): Promise<{ content: string; finishReason: unknown }> {
    const url = `${this.#config.baseUrl}/v1/chat/completions`;
    const answer = await this.#guard.send((s) => fetch(url, { method: "POST", headers: bearerHeaders(this.#config.apiKey, true), body, signal: s }), signal);
    const json = await answer.json();
    const choice: unknown = isObject(json) && Array.isArray(json.choices) ? json.choices[0] : undefined;
    if (!isObject(choice) || !isObject(choice.message)) throw new UpstreamError(this.#config.id, answer.response.status, "its answer has no choices[0].message (not a chat completion)");
    // A refusal or an empty answer has null content: asked again like any unusable answer.
    return { content: typeof choice.message.content === "string" ? choice.message.content : "", finishReason: choice.finish_reason };
  }

  /** The ids its `GET {base}/v1/models` lists. */
  async listModels(signal?: AbortSignal): Promise<string[]> {
    const url = `${this.#config.baseUrl}/v1/models`;
    const answer = await this.#guard.send((s) => fetch(url, { headers: bearerHeaders(this.#config.apiKey, false), signal: s }), signal);
    const body = await answer.json();
    if (!isObject(body) || !Array.isArray(body.data)) throw new UpstreamError(this.#config.id, answer.response.status, "its model list has no data array");
    return body.data.flatMap((m) => (isObject(m) && typeof m.id === "string" ? [m.id] : []));
  }
}
