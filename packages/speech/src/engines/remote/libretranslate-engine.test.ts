import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLibreTranslateTestServer, type LibreTranslateTestServer } from "../../test-support/libretranslate-test-server";
import { UnsupportedLanguagePairError } from "../translation-types";
import { parseEnginesConfig } from "./engine-config";
import { LANGUAGES_TTL_MS, LibreTranslateEngine } from "./libretranslate-engine";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const KEY = "lt-secret-key-7781";

function engineFor(url: string, entry: Record<string, unknown> = {}, now?: () => number) {
  const [config] = parseEnginesConfig([{ id: "lt", kind: "libretranslate", base_url: url, ...entry }]);
  const guard = new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 0, maxConcurrency: 2, maxQueue: 4, retryBaseMs: 10, secret: config.apiKey });
  return new LibreTranslateEngine(config, guard, { now });
}

describe("LibreTranslateEngine against a LibreTranslate server", () => {
  let server: LibreTranslateTestServer;
  beforeAll(async () => {
    server = await startLibreTranslateTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requireApiKey(null);
    server.batchLimit(-1);
  });

  it("checks the pair against its languages, then sends the segments as a list with the key in the body", async () => {
    server.requireApiKey(KEY);
    const before = server.requests.length;
    const sent = server.translateRequests.length;
    const result = await engineFor(server.url, { api_key: KEY }).translate({ texts: ["Hello, my friend.", "Good morning!", "The cat is big."], from: "en", to: "es", context: "A greeting." });
    expect(result).toEqual({ texts: ["Hola, mi amigo.", "Buenos días!", "El gato es grande."] });
    expect(server.requests.slice(before)).toEqual(["GET /languages", "POST /translate"]);
    expect(server.translateRequests.slice(sent)).toEqual([{ q: ["Hello, my friend.", "Good morning!", "The cat is big."], source: "en", target: "es", format: "text", api_key: KEY }]);
  });

  it("sends a long list in batches of at most 40 segments, asking for the languages once", async () => {
    const engine = engineFor(server.url);
    const texts = Array.from({ length: 100 }, (_, i) => `${i}. Good night, my dog.`);
    const before = server.requests.length;
    const sent = server.translateRequests.length;
    const result = await engine.translate({ texts, from: "en", to: "es" });
    expect(server.requests.slice(before)).toEqual(["GET /languages", "POST /translate", "POST /translate", "POST /translate"]);
    expect(server.translateRequests.slice(sent).map((r) => (r.q as string[]).length)).toEqual([40, 40, 20]);
    expect(result.texts).toEqual(texts.map((_, i) => `${i}. Buenas noches, mi perro.`));
  });

  it("keeps the language list 5 minutes, then asks again", async () => {
    let clock = 1_000_000;
    const engine = engineFor(server.url, {}, () => clock);
    const languagesAsked = () => server.requests.filter((r) => r === "GET /languages").length;
    const before = languagesAsked();
    await engine.translate({ texts: ["Hello."], from: "en", to: "es" });
    clock += LANGUAGES_TTL_MS - 1;
    await engine.translate({ texts: ["Goodbye."], from: "en", to: "fr" });
    expect(languagesAsked() - before).toBe(1);
    clock += 1;
    await engine.translate({ texts: ["Hello."], from: "en", to: "es" });
    expect(languagesAsked() - before).toBe(2);
  });

  it("gives the language most segments were found in when the source is auto", async () => {
    const sent = server.translateRequests.length;
    const english = await engineFor(server.url).translate({ texts: ["Hello, world.", "My big house."], from: "auto", to: "es" });
    expect(english).toEqual({ texts: ["Hola, mundo.", "Mi grande casa."], detectedLanguage: "en" });
    expect(server.translateRequests[sent]).toMatchObject({ source: "auto", target: "es" });
    const spanish = await engineFor(server.url).translate({ texts: ["Hola, amigo.", "Buenos días.", "Hello."], from: "auto", to: "en" });
    expect(spanish).toEqual({ texts: ["Hola, amigo.", "Buenos días.", "Hello."], detectedLanguage: "es" });
  });

  it("refuses a pair its server does not offer, naming the pair, without asking it to translate", async () => {
    const engine = engineFor(server.url);
    const sent = server.translateRequests.length;
    const error = await engine.translate({ texts: ["こんにちは"], from: "ja", to: "es" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedLanguagePairError);
    expect((error as UnsupportedLanguagePairError).message).toBe("The translation engine lt does not translate ja to es: its server translates ja only into en");
    await expect(engine.translate({ texts: ["Ciao"], from: "it", to: "en" })).rejects.toThrow(
      "The translation engine lt does not translate it to en: its server has no it (it offers en, es, fr, de, ja)",
    );
    await expect(engine.translate({ texts: ["Hello"], from: "auto", to: "zh" })).rejects.toThrow(
      "The translation engine lt does not translate auto to zh: its server translates nothing into zh (it offers en, es, fr, de, ja)",
    );
    expect(server.translateRequests.length).toBe(sent);
  });

  it("surfaces the server's errors naming the engine and never the key", async () => {
    server.requireApiKey(KEY);
    const wrong = "lt-wrong-key-0000";
    const denied = await engineFor(server.url, { api_key: wrong }).translate({ texts: ["Hello."], from: "en", to: "es" }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(UpstreamError);
    expect((denied as Error).message).toBe("The speech engine lt answered 403: Invalid API key");
    await expect(engineFor(server.url).translate({ texts: ["Hello."], from: "en", to: "es" })).rejects.toThrow(
      "The speech engine lt answered 400: Please contact the server operator to get an API key",
    );
    server.requireApiKey(null);
    server.batchLimit(25);
    await expect(engineFor(server.url).translate({ texts: Array.from({ length: 30 }, () => "Hello."), from: "en", to: "es" })).rejects.toThrow(
      "The speech engine lt answered 400: Invalid request: request (30) exceeds text limit (25)",
    );
    server.failNext(1, 429);
    await expect(engineFor(server.url).translate({ texts: ["Hello."], from: "en", to: "es" })).rejects.toThrow("The speech engine lt answered 429: Slowdown: Rate limit reached, slow down");
  });

  it("lists the server's languages with their targets", async () => {
    const languages = await engineFor(server.url).fetchLanguages();
    expect(languages.map((l) => l.code)).toEqual(["en", "es", "fr", "de", "ja"]);
    expect(languages.find((l) => l.code === "ja")).toEqual({ code: "ja", name: "Japanese", targets: ["en"] });
  });
});
