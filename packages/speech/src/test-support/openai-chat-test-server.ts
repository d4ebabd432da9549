/**
 * Test server: an OpenAI-compatible chat-completions server (OpenAI's wire format, as vLLM,
 * Ollama, LocalAI and llama.cpp's server answer it), whose "model" follows the translation
 * prompt: it reads the user message's JSON (`{"from", "to", "segments"}`) and answers
 * `{"translations": [...]}` with one translation per segment, English → Spanish by the word
 * table of `word-translation.ts` (other pairs answered unchanged), and `detected_language` with
 * `from: "auto"`.
 *
 * - `POST /v1/chat/completions` → `{id, object: "chat.completion", created, model, choices:
 *   [{index: 0, message: {role: "assistant", content}, finish_reason: "stop"}], usage}`; errors
 *   are OpenAI's `{"error": {message, type, param, code}}`: 400 for a body without `model` or
 *   `messages`, or JSON mode without the word "json" in the messages (as OpenAI refuses it), 404
 *   for a model it does not serve, 401 for a wrong key (`requireKey`).
 * - `GET /v1/models` → `{object: "list", data: [{id, object: "model", created, owned_by}]}`.
 */
import { startFaultInjectingServer, type FaultInjectingServer, type ProtocolErrors } from "./fault-injecting-server";
import { englishToSpanish, looksSpanish } from "./word-translation";

export const CHAT_TEST_MODELS = ["qwen2.5-7b-instruct", "llama3.1:8b"];

/** How the model answers wrongly: one translation too few, or prose instead of JSON. */
export type ChatMisbehaviour = "wrong-count" | "not-json";

export interface OpenAiChatTestServer extends FaultInjectingServer {
  /** The parsed body of each chat completion request, in order. */
  readonly chatRequests: Record<string, unknown>[];
  /** The next `times` completions (or all, with "always") answer wrongly the given way; null to stop. */
  answerWrongly(how: ChatMisbehaviour | null, times?: number | "always"): void;
}

const OPENAI_ERRORS: ProtocolErrors = {
  errorBody: (status, message) => {
    const type = status === 401 ? "invalid_request_error" : status >= 500 ? "server_error" : "invalid_request_error";
    const code = status === 401 ? "invalid_api_key" : status === 404 ? "model_not_found" : null;
    return { contentType: "application/json", body: JSON.stringify({ error: { message, type, param: null, code } }) };
  },
  keyOf: (req) => req.headers.authorization?.replace(/^Bearer /, ""),
  unauthorizedMessage: (key) =>
    key
      ? `Incorrect API key provided: ${key.slice(0, 3)}${"*".repeat(Math.max(0, key.length - 7))}${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`
      : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
};

type Message = { role?: unknown; content?: unknown };

/** What the "model" says to a conversation: the translations the prompt asks for, as JSON text. */
function reply(messages: Message[], misbehaviour: ChatMisbehaviour | null): string {
  const user = messages.findLast((m) => m.role === "user");
  let input: { from?: unknown; to?: unknown; segments?: unknown };
  try {
    input = JSON.parse(String(user?.content ?? "")) as typeof input;
  } catch {
    return "I can translate that for you, but I need the segments as JSON.";
  }
  const segments = Array.isArray(input.segments) ? input.segments.map(String) : [];
  const english = input.from === "en" || (input.from === "auto" && !segments.some(looksSpanish));
  const translations = segments.map((s) => (english && input.to === "es" ? englishToSpanish(s) : s));
  if (misbehaviour === "not-json") return `Sure! Here are the translations:\n${translations.map((t, i) => `${i + 1}. ${t}`).join("\n")}`;
  if (misbehaviour === "wrong-count") translations.pop();
  const detected = input.from === "auto" ? { detected_language: english ? "en" : "es" } : {};
  return JSON.stringify({ translations, ...detected });
}

/** Starts the server on a free port; `close()` it after the tests. */
export async function startOpenAiChatTestServer(opts: { models?: string[] } = {}): Promise<OpenAiChatTestServer> {
  const models = opts.models ?? CHAT_TEST_MODELS;
  const chatRequests: Record<string, unknown>[] = [];
  let wrong: { how: ChatMisbehaviour | null; left: number } = { how: null, left: 0 };
  let completions = 0;
  const server = await startFaultInjectingServer(OPENAI_ERRORS, async (ctx) => {
    const { req, url } = ctx;
    if (url.pathname === "/v1/models" && req.method === "GET") {
      return ctx.json(200, { object: "list", data: models.map((id) => ({ id, object: "model", created: 1_720_000_000, owned_by: "vocable-test" })) });
    }
    if (url.pathname !== "/v1/chat/completions") return ctx.fail(404, `Unknown request URL: ${req.method} ${url.pathname}.`);
    if (req.method !== "POST") return ctx.fail(405, "Method Not Allowed");
    let body: Record<string, unknown>;
    try {
      body = (await ctx.webRequest().json()) as Record<string, unknown>;
    } catch {
      return ctx.fail(400, "We could not parse the JSON body of your request.");
    }
    chatRequests.push(body);
    if (typeof body.model !== "string") return ctx.fail(400, "you must provide a model parameter");
    if (!Array.isArray(body.messages) || body.messages.length === 0) return ctx.fail(400, "[] is too short - 'messages'");
    if (!models.includes(body.model)) return ctx.fail(404, `The model \`${body.model}\` does not exist or you do not have access to it.`);
    const messages = body.messages as Message[];
    const format = body.response_format as { type?: unknown } | undefined;
    if (format?.type === "json_object" && !messages.some((m) => /json/i.test(String(m.content)))) {
      return ctx.fail(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.");
    }
    const how = wrong.left > 0 ? wrong.how : null;
    if (how) wrong = { how, left: wrong.left - 1 };
    const content = reply(messages, how);
    const promptTokens = Math.ceil(JSON.stringify(messages).length / 4);
    const completionTokens = Math.ceil(content.length / 4);
    ctx.json(200, {
      id: `chatcmpl-test${++completions}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  });
  return Object.assign(server, {
    chatRequests,
    answerWrongly(how: ChatMisbehaviour | null, times: number | "always" = 1) {
      wrong = { how, left: how === null ? 0 : times === "always" ? Infinity : times };
    },
  });
}
