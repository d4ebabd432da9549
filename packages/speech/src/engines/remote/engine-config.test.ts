import { describe, expect, it } from "vitest";
import { ELEVENLABS_LANGUAGES, LIBRETRANSLATE_LANGUAGES, WHISPER_LANGUAGES, parseEnginesConfig } from "./engine-config";

const KOKORO = { id: "kokoro", kind: "openai-speech", base_url: "http://gpu.lan:8880" };

describe("parseEnginesConfig", () => {
  it("applies the defaults per kind", () => {
    const engines = parseEnginesConfig([
      KOKORO,
      { id: "whisper", kind: "openai-transcription", base_url: "https://asr.example.com/speaches/" },
      { id: "eleven", kind: "elevenlabs", base_url: "https://api.elevenlabs.io", api_key: "sk_secret" },
      { id: "clone", kind: "chatterbox", base_url: "http://10.0.0.5:4123" },
      { id: "changer", kind: "rvc", base_url: "http://10.0.0.5:5050" },
      { id: "sfx", kind: "hf-text-to-audio", base_url: "https://api-inference.huggingface.co", model: "facebook/audiogen-medium" },
      { id: "llm", kind: "openai-chat", base_url: "http://gpu.lan:11434", model: "qwen2.5:7b-instruct" },
      { id: "libre", kind: "libretranslate", base_url: "http://10.0.0.5:5000" },
    ]);
    expect(engines[0]).toEqual({
      id: "kokoro",
      kind: "openai-speech",
      name: undefined,
      baseUrl: "http://gpu.lan:8880",
      apiKey: undefined,
      timeoutMs: 30_000,
      maxConcurrency: 4,
      maxQueue: 16,
      retries: 2,
      languages: ["en"],
      model: "tts-1",
    });
    expect(engines[1]).toMatchObject({ baseUrl: "https://asr.example.com/speaches", model: "whisper-1", languages: WHISPER_LANGUAGES });
    expect(engines[2]).toMatchObject({ apiKey: "sk_secret", model: "eleven_multilingual_v2", languages: ELEVENLABS_LANGUAGES });
    expect(engines[3]).toMatchObject({ languages: ["en"], model: undefined });
    expect(engines[4]).toMatchObject({ languages: ["en"], model: undefined });
    expect(engines[5]).toMatchObject({ baseUrl: "https://api-inference.huggingface.co", model: "facebook/audiogen-medium" });
    expect(engines[6]).toMatchObject({ model: "qwen2.5:7b-instruct", languages: ELEVENLABS_LANGUAGES });
    expect(engines[7]).toMatchObject({ languages: LIBRETRANSLATE_LANGUAGES, model: undefined });
    expect(LIBRETRANSLATE_LANGUAGES).toEqual(["en", "ar", "az", "cs", "da", "de", "el", "es", "fi", "fr", "hi", "hu", "id", "it", "ja", "ko", "nl", "pl", "pt", "ru", "sk", "sv", "tr", "uk", "zh"]);
  });

  it("takes every field when given, and JSON text as well as parsed JSON", () => {
    const entry = {
      ...KOKORO,
      name: "Kokoro on the GPU box",
      api_key: "k",
      timeout_ms: 5000,
      max_concurrency: 2,
      max_queue: 0,
      retries: 0,
      languages: ["en", "fr"],
      model: "kokoro",
      voices: ["af_bella", "bm_george"],
    };
    const [parsed] = parseEnginesConfig(JSON.stringify([entry]));
    expect(parsed).toEqual({
      id: "kokoro",
      kind: "openai-speech",
      name: "Kokoro on the GPU box",
      baseUrl: "http://gpu.lan:8880",
      apiKey: "k",
      timeoutMs: 5000,
      maxConcurrency: 2,
      maxQueue: 0,
      retries: 0,
      languages: ["en", "fr"],
      model: "kokoro",
      voices: ["af_bella", "bm_george"],
    });
    expect(parseEnginesConfig([])).toEqual([]);
  });

  it.each([
    ["not JSON", "[{", /^ENGINES is not valid JSON: /],
    ["not a list", { engines: [] }, /^ENGINES must be a JSON array of engine entries$/],
    ["an entry that is not an object", ["kokoro"], /^ENGINES\[0\]: must be an object$/],
    ["no id", [{ kind: "openai-speech", base_url: "http://a" }], /^ENGINES\[0\]: id is required$/],
    ["an upper-case id", [{ ...KOKORO, id: "Kokoro" }], /^ENGINES\[0\] \(id "Kokoro"\): id must be lowercase letters, digits and dashes, got "Kokoro"$/],
    ["an id with a space", [{ ...KOKORO, id: "my engine" }], /id must be lowercase letters, digits and dashes/],
    ["a built-in id", [{ ...KOKORO, id: "flite" }], /^ENGINES\[0\] \(id "flite"\): id "flite" is a built-in engine's id$/],
    ["pocketsphinx's id", [{ ...KOKORO, id: "pocketsphinx" }], /is a built-in engine's id/],
    ["a duplicate id", [KOKORO, { ...KOKORO }], /^ENGINES\[1\] \(id "kokoro"\): id "kokoro" is used by an earlier entry$/],
    ["an unknown kind", [{ ...KOKORO, kind: "xtts" }], /^ENGINES\[0\] \(id "kokoro"\): kind must be one of openai-speech, openai-transcription, elevenlabs, chatterbox, rvc, hf-text-to-audio, openai-chat, libretranslate, got "xtts"$/],
    ["a chat engine without a model", [{ id: "llm", kind: "openai-chat", base_url: "http://gpu.lan:8000" }], /^ENGINES\[0\] \(id "llm"\): model is required for kind openai-chat \(the chat model, as its GET \/v1\/models lists it\)$/],
    ["a missing kind", [{ id: "a", base_url: "http://a" }], /kind is required/],
    ["an unknown field (a typo)", [{ ...KOKORO, baseurl: "http://a" }], /^ENGINES\[0\] \(id "kokoro"\): baseurl is not a known field/],
    ["no base_url", [{ id: "a", kind: "elevenlabs" }], /^ENGINES\[0\] \(id "a"\): base_url is required$/],
    ["a base_url that is no URL", [{ ...KOKORO, base_url: "gpu.lan:8880" }], /base_url must be an http or https URL, got "gpu.lan:8880"/],
    ["an ftp base_url", [{ ...KOKORO, base_url: "ftp://gpu.lan" }], /base_url must be an http or https URL/],
    ["credentials in base_url", [{ ...KOKORO, base_url: "http://user:pw@gpu.lan" }], /base_url must not hold credentials: put the key in api_key/],
    ["a query in base_url", [{ ...KOKORO, base_url: "http://gpu.lan/?x=1" }], /base_url must not have a query or fragment/],
    ["a base_url ending in /v1", [{ ...KOKORO, base_url: "http://gpu.lan:8880/v1/" }], /base_url must not end with \/v1 \(Vocable adds it\): use "http:\/\/gpu.lan:8880"/],
    ["an empty api_key", [{ ...KOKORO, api_key: "" }], /api_key must be a non-empty string/],
    ["a timeout in seconds", [{ ...KOKORO, timeout_ms: 2.5 }], /timeout_ms must be an integer from 100 to 600000, got 2.5/],
    ["a timeout as text", [{ ...KOKORO, timeout_ms: "30000" }], /timeout_ms must be an integer/],
    ["zero concurrency", [{ ...KOKORO, max_concurrency: 0 }], /max_concurrency must be an integer from 1 to 256, got 0/],
    ["a negative queue", [{ ...KOKORO, max_queue: -1 }], /max_queue must be an integer from 0 to 10000/],
    ["too many retries", [{ ...KOKORO, retries: 11 }], /retries must be an integer from 0 to 10, got 11/],
    ["a locale instead of a language", [{ ...KOKORO, languages: ["en-US"] }], /languages must be a list of ISO 639-1 codes \(two lowercase letters\), got "en-US"/],
    ["an empty language list", [{ ...KOKORO, languages: [] }], /languages must be a non-empty list/],
    ["a language twice", [{ ...KOKORO, languages: ["en", "en"] }], /languages lists "en" twice/],
    ["voices on another kind", [{ id: "e", kind: "elevenlabs", base_url: "https://api.elevenlabs.io", voices: ["x"] }], /voices is only for kind openai-speech/],
    ["an empty voice name", [{ ...KOKORO, voices: [""] }], /voices must be a list of voice names/],
    ["an empty model", [{ ...KOKORO, model: " " }], /model must be a non-empty string/],
  ])("refuses %s, naming the entry and field", (_name, input, message) => {
    expect(() => parseEnginesConfig(input)).toThrow(message);
  });

  it("never repeats the API key in its errors", () => {
    const secret = "sk-live-do-not-print";
    for (const entry of [{ ...KOKORO, api_key: secret, timeout_ms: -1 }, { ...KOKORO, api_key: secret, kind: "nope" }, { ...KOKORO, api_key: secret, extra: 1 }]) {
      expect(() => parseEnginesConfig([entry])).toThrow();
      try {
        parseEnginesConfig([entry]);
      } catch (err) {
        expect((err as Error).message).not.toContain(secret);
      }
    }
  });
});
