import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiChatTestServer, type OpenAiChatTestServer } from "../../test-support/openai-chat-test-server";
import { TranslationError } from "../translation-types";
import { parseEnginesConfig } from "./engine-config";
import { OpenAiChatTranslationEngine, TRANSLATION_PROMPT } from "./openai-chat-translation-engine";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const KEY = "sk-chat-secret-key-0042";
const MODEL = "qwen2.5-7b-instruct";

function engineFor(url: string, entry: Record<string, unknown> = {}) {
  const [config] = parseEnginesConfig([{ id: "llm", kind: "openai-chat", base_url: url, model: MODEL, ...entry }]);
  const guard = new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 0, maxConcurrency: 2, maxQueue: 4, retryBaseMs: 10, secret: config.apiKey });
  return new OpenAiChatTranslationEngine(config, guard);
}

const userMessage = (body: Record<string, unknown>) => JSON.parse((body.messages as { content: string }[])[1].content) as Record<string, unknown>;

describe("OpenAiChatTranslationEngine against an OpenAI-compatible chat-completions server", () => {
  let server: OpenAiChatTestServer;
  beforeAll(async () => {
    server = await startOpenAiChatTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.answerWrongly(null);
    server.requireKey(null);
  });

  it("sends the fixed prompt and the segments as JSON, with the key, and answers one translation per segment in order", async () => {
    server.requireKey(KEY);
    const before = server.chatRequests.length;
    const result = await engineFor(server.url, { api_key: KEY }).translate({ texts: ["Hello, my friend.", "Good morning!", "The cat is big."], from: "en", to: "es" });
    expect(result).toEqual({ texts: ["Hola, mi amigo.", "Buenos días!", "El gato es grande."] });
    expect(server.requests.at(-1)).toBe("POST /v1/chat/completions");
    const [body] = server.chatRequests.slice(before);
    expect(body).toEqual({
      model: MODEL,
      messages: [
        { role: "system", content: TRANSLATION_PROMPT },
        { role: "user", content: JSON.stringify({ from: "en", to: "es", segments: ["Hello, my friend.", "Good morning!", "The cat is big."] }) },
      ],
      temperature: 0,
      response_format: { type: "json_object" },
    });
    expect(TRANSLATION_PROMPT).toContain('{"translations": ["...", ...]}, exactly one translation per segment');
  });

  it("passes the context along, keeps blank segments without sending them, and sends nothing when the languages are the same", async () => {
    const engine = engineFor(server.url);
    const before = server.chatRequests.length;
    const result = await engine.translate({ texts: ["", "Welcome to my house.", "  ", "Thank you!"], from: "en", to: "es", context: "A cooking video." });
    expect(result.texts).toEqual(["", "Bienvenido to mi casa.", "  ", "Gracias!"]);
    expect(userMessage(server.chatRequests[before])).toEqual({ from: "en", to: "es", context: "A cooking video.", segments: ["Welcome to my house.", "Thank you!"] });
    const sent = server.requests.length;
    expect(await engine.translate({ texts: ["Hello."], from: "es", to: "es" })).toEqual({ texts: ["Hello."] });
    expect(await engine.translate({ texts: [], from: "en", to: "es" })).toEqual({ texts: [] });
    expect(server.requests.length).toBe(sent);
  });

  it("sends a long list in batches of at most 40 segments or 6,000 characters, and puts the answers back in order", async () => {
    const engine = engineFor(server.url);
    const texts = Array.from({ length: 100 }, (_, i) => `Segment ${i}: the dog and the cat.`);
    let before = server.chatRequests.length;
    const result = await engine.translate({ texts, from: "en", to: "es" });
    expect(server.chatRequests.slice(before).map((b) => (userMessage(b).segments as string[]).length)).toEqual([40, 40, 20]);
    expect(result.texts).toEqual(texts.map((_, i) => `Segmento ${i}: el perro y el gato.`));

    const long = Array.from({ length: 7 }, (_, i) => `${i} ${"water ".repeat(400)}`.trim());
    before = server.chatRequests.length;
    const longResult = await engine.translate({ texts: long, from: "en", to: "es" });
    expect(server.chatRequests.slice(before).map((b) => (userMessage(b).segments as string[]).length)).toEqual([2, 2, 2, 1]);
    expect(longResult.texts[6]).toBe(`6 ${"agua ".repeat(400)}`.trim());
  });

  it.each([["wrong-count"], ["not-json"]] as const)("asks again once, the same request, when the answer is unusable (%s)", async (how) => {
    server.answerWrongly(how, 1);
    const before = server.chatRequests.length;
    const result = await engineFor(server.url).translate({ texts: ["One dog.", "Two cats.", "Three friends."], from: "en", to: "es" });
    expect(result.texts).toEqual(["Uno perro.", "Dos cats.", "Tres amigos."]);
    const [first, second] = server.chatRequests.slice(before);
    expect(server.chatRequests.length - before).toBe(2);
    expect(second).toEqual(first);
  });

  it("fails with a TranslationError naming the engine when the second answer is unusable too", async () => {
    server.answerWrongly("wrong-count", "always");
    const before = server.chatRequests.length;
    const error = await engineFor(server.url).translate({ texts: ["Hello.", "Goodbye.", "Now."], from: "en", to: "es" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationError);
    expect((error as TranslationError).engineId).toBe("llm");
    expect((error as Error).message).toBe("The translation engine llm did not answer one translation per segment: it gave 2 translations for 3 segments, twice");
    expect(server.chatRequests.length - before).toBe(2);

    server.answerWrongly("not-json", "always");
    await expect(engineFor(server.url).translate({ texts: ["Hello."], from: "en", to: "es" })).rejects.toThrow(
      /^The translation engine llm did not answer one translation per segment: its answer is not JSON: Sure! Here are the translations: 1\. Hola\., twice$/,
    );
  });

  it("gives the language the model found when the source is auto", async () => {
    const result = await engineFor(server.url).translate({ texts: ["Good night, my friend."], from: "auto", to: "es" });
    expect(result).toEqual({ texts: ["Buenas noches, mi amigo."], detectedLanguage: "en" });
    expect(userMessage(server.chatRequests.at(-1)!)).toMatchObject({ from: "auto", to: "es" });
  });

  it("surfaces a wrong key and a model the server does not have, naming the engine and never the key", async () => {
    server.requireKey(KEY);
    const wrongKey = "sk-wrong-key-0000000";
    const unauthorized = await engineFor(server.url, { api_key: wrongKey }).translate({ texts: ["Hello."], from: "en", to: "es" }).catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(UpstreamError);
    expect((unauthorized as Error).message).toMatch(/^The speech engine llm answered 401: Incorrect API key provided/);
    expect((unauthorized as Error).message).not.toContain(wrongKey);
    server.requireKey(null);
    await expect(engineFor(server.url, { model: "gpt-9" }).translate({ texts: ["Hello."], from: "en", to: "es" })).rejects.toThrow(
      "The speech engine llm answered 404: The model `gpt-9` does not exist or you do not have access to it.",
    );
  });

  it("lists the server's models", async () => {
    expect(await engineFor(server.url).listModels()).toEqual(["qwen2.5-7b-instruct", "llama3.1:8b"]);
    expect(server.requests.at(-1)).toBe("GET /v1/models");
  });
});
