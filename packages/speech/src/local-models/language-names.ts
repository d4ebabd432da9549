/**
 * ISO 639-1 codes from what model files say about their language: sherpa-onnx's `language`
 * metadata is an English name ("English", "German"), Piper's is a locale ("en_US") or an eSpeak
 * voice ("en-us"), some models list several ("English, Chinese").
 */

const NAMES: Record<string, string> = {
  arabic: "ar", bulgarian: "bg", bengali: "bn", catalan: "ca", czech: "cs", welsh: "cy", danish: "da", german: "de",
  greek: "el", english: "en", spanish: "es", persian: "fa", farsi: "fa", finnish: "fi", french: "fr", irish: "ga",
  hindi: "hi", hungarian: "hu", indonesian: "id", icelandic: "is", italian: "it", japanese: "ja", georgian: "ka",
  kazakh: "kk", korean: "ko", luxembourgish: "lb", lithuanian: "lt", latvian: "lv", malayalam: "ml", nepali: "ne",
  dutch: "nl", norwegian: "no", polish: "pl", portuguese: "pt", romanian: "ro", russian: "ru", slovak: "sk",
  slovenian: "sl", serbian: "sr", swedish: "sv", swahili: "sw", telugu: "te", thai: "th", turkish: "tr",
  ukrainian: "uk", urdu: "ur", vietnamese: "vi", chinese: "zh", mandarin: "zh", cantonese: "zh",
};

const CODES = new Set(Object.values(NAMES));

/** The ISO 639-1 code of one name or locale (`English`, `en`, `en_US`, `en-us`, `cmn`), or undefined. */
export function languageCodeOf(value: string): string | undefined {
  const word = value.trim().toLowerCase();
  if (NAMES[word]) return NAMES[word];
  const prefix = /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/.exec(word)?.[1];
  if (prefix === "cmn" || prefix === "yue") return "zh";
  return prefix && prefix.length === 2 && CODES.has(prefix) ? prefix : undefined;
}

/** Every language named in `value` (separated by commas, slashes, `and`), deduplicated, in order. */
export function languageCodesIn(value: string): string[] {
  const codes = value
    .split(/,|\/|\band\b|\be\.g\.|\(|\)|;/i)
    .map((part) => languageCodeOf(part))
    .filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}

/** A sentence to try a voice with, in `language` (English when there is none for it). */
export function sampleSentence(language: string | undefined): string {
  const sentences: Record<string, string> = {
    en: "Hello, this is a test of this voice.",
    de: "Hallo, das ist ein Test dieser Stimme.",
    fr: "Bonjour, ceci est un essai de cette voix.",
    es: "Hola, esta es una prueba de esta voz.",
    it: "Ciao, questa è una prova di questa voce.",
    pt: "Olá, este é um teste desta voz.",
    nl: "Hallo, dit is een test van deze stem.",
    ru: "Привет, это проверка этого голоса.",
    pl: "Cześć, to jest test tego głosu.",
    uk: "Привіт, це перевірка цього голосу.",
    zh: "你好，这是一个语音测试。",
    ja: "こんにちは、これは音声のテストです。",
  };
  return sentences[language ?? "en"] ?? sentences.en;
}
