/**
 * The voice design form: its limits (the contract's), its checks and the body of
 * POST /v1/text-to-voice/design. Pure, so it is unit-tested.
 */

export const MIN_DESCRIPTION = 20;
export const MAX_DESCRIPTION = 1000;
export const MIN_TEXT = 100;
export const MAX_TEXT = 1000;
export const MAX_SEED = 4_294_967_295;

export interface DesignForm {
  description: string;
  /** The server writes the preview text (ElevenLabs' auto_generate_text). */
  autoText: boolean;
  text: string;
  /** As typed; empty for a random seed. */
  seed: string;
}

export const EMPTY_DESIGN_FORM: DesignForm = { description: "", autoText: true, text: "", seed: "" };

export interface DesignFormProblems {
  description?: string;
  text?: string;
  seed?: string;
}

/** The seed as a number, undefined when empty, or null when it is not a whole number from 0 to 4294967295. */
export function parseSeed(typed: string): number | undefined | null {
  const trimmed = typed.trim();
  if (trimmed === "") return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const seed = Number(trimmed);
  return seed <= MAX_SEED ? seed : null;
}

/** What is wrong with each field (nothing: an empty object). */
export function designFormProblems(form: DesignForm): DesignFormProblems {
  const problems: DesignFormProblems = {};
  const description = form.description.trim().length;
  if (description < MIN_DESCRIPTION) problems.description = `Describe the voice in at least ${MIN_DESCRIPTION} characters.`;
  else if (description > MAX_DESCRIPTION) problems.description = `The description is at most ${MAX_DESCRIPTION} characters.`;
  if (!form.autoText) {
    const text = form.text.trim().length;
    if (text < MIN_TEXT) problems.text = `The preview text must be at least ${MIN_TEXT} characters, or let the server write it.`;
    else if (text > MAX_TEXT) problems.text = `The preview text is at most ${MAX_TEXT} characters.`;
  }
  if (parseSeed(form.seed) === null) problems.seed = "The seed is a whole number from 0 to 4294967295.";
  return problems;
}

/** Whether the form can be sent. */
export function isDesignFormValid(form: DesignForm): boolean {
  return Object.keys(designFormProblems(form)).length === 0;
}

/** The body of POST /v1/text-to-voice/design. */
export interface DesignVoiceBody {
  voice_description: string;
  text?: string;
  auto_generate_text: boolean;
  seed?: number;
}

/** The request for a valid form: either the typed text or auto_generate_text, and the seed when one is given. */
export function designRequestBody(form: DesignForm): DesignVoiceBody {
  const body: DesignVoiceBody = { voice_description: form.description.trim(), auto_generate_text: form.autoText };
  if (!form.autoText) body.text = form.text.trim();
  const seed = parseSeed(form.seed);
  if (typeof seed === "number") body.seed = seed;
  return body;
}

/** A name to start the "keep" dialog with: the description's first words, at most 40 characters. */
export function suggestedVoiceName(description: string): string {
  const words = description.trim().split(/\s+/).filter(Boolean);
  let name = "";
  for (const word of words) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > 40) break;
    name = next;
  }
  const cleaned = name.replace(/[.,;:!?]+$/, "");
  return cleaned ? cleaned.charAt(0).toUpperCase() + cleaned.slice(1) : "Designed voice";
}

/**
 * The playable source of a preview: its audio as the server keeps it for a day (GET
 * /v1/text-to-voice/{generated_voice_id}/stream). The answer's base64 copy is not used: the
 * app's Content-Security-Policy allows no data: media, and a same-origin URL stays valid for the
 * player (and its download) after the design dialog closes.
 */
export function previewSource(preview: { generated_voice_id: string }): string {
  return `/v1/text-to-voice/${encodeURIComponent(preview.generated_voice_id)}/stream`;
}
