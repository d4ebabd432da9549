/**
 * Language codes of transcripts. Engines declare ISO 639-1 codes (`en`); ElevenLabs answers with
 * ISO 639-3 (`eng`) and accepts either. The table holds the languages the installed and the usual
 * open recognisers (Whisper, SenseVoice, Moonshine) know.
 */
const ISO_639_1_TO_3: Readonly<Record<string, string>> = {
  af: "afr", am: "amh", ar: "ara", as: "asm", az: "aze", be: "bel", bg: "bul", bn: "ben", bs: "bos", ca: "cat",
  cs: "ces", cy: "cym", da: "dan", de: "deu", el: "ell", en: "eng", es: "spa", et: "est", eu: "eus", fa: "fas",
  fi: "fin", fr: "fra", ga: "gle", gl: "glg", gu: "guj", he: "heb", hi: "hin", hr: "hrv", hu: "hun", hy: "hye",
  id: "ind", is: "isl", it: "ita", ja: "jpn", jv: "jav", ka: "kat", kk: "kaz", km: "khm", kn: "kan", ko: "kor",
  ky: "kir", lb: "ltz", lo: "lao", lt: "lit", lv: "lav", mk: "mkd", ml: "mal", mn: "mon", mr: "mar", ms: "msa",
  mt: "mlt", my: "mya", ne: "nep", nl: "nld", no: "nor", pa: "pan", pl: "pol", ps: "pus", pt: "por", ro: "ron",
  ru: "rus", sd: "snd", sk: "slk", sl: "slv", so: "som", sq: "sqi", sr: "srp", sv: "swe", sw: "swa", ta: "tam",
  te: "tel", tg: "tgk", th: "tha", tl: "tgl", tr: "tur", uk: "ukr", ur: "urd", uz: "uzb", vi: "vie", yo: "yor",
  zh: "zho", zu: "zul",
};
const ISO_639_3_TO_1: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ISO_639_1_TO_3).map(([two, three]) => [three, two]));

/** The ISO 639-1 code of `code` (given as 639-1 or 639-3, any case, a region suffix ignored: `en-US`); null when unknown. */
export function toIso6391(code: string): string | null {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (base.length === 2) return base in ISO_639_1_TO_3 ? base : null;
  if (base.length === 3) return ISO_639_3_TO_1[base] ?? null;
  return null;
}

/** The ISO 639-3 code of an ISO 639-1 code (`en` → `eng`); the code itself when the table lacks it. */
export function toIso6393(code: string): string {
  return ISO_639_1_TO_3[code] ?? code;
}
