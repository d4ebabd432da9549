/**
 * The language choices of the upload form. "" is "Detect automatically": the form leaves
 * `language_code` out and the recogniser decides. Codes are ISO 639-1, as the API takes them.
 */
export const TRANSCRIPTION_LANGUAGES: ReadonlyArray<{ code: string; label: string }> = [
  { code: "", label: "Detect automatically" },
  { code: "en", label: "English" },
  { code: "es", label: "Spanish" },
  { code: "fr", label: "French" },
  { code: "de", label: "German" },
  { code: "it", label: "Italian" },
  { code: "pt", label: "Portuguese" },
  { code: "nl", label: "Dutch" },
  { code: "pl", label: "Polish" },
  { code: "ru", label: "Russian" },
  { code: "zh", label: "Chinese" },
  { code: "ja", label: "Japanese" },
  { code: "hi", label: "Hindi" },
];
