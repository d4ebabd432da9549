/**
 * What a workspace voice is made of, as its badge says it. The server labels every workspace
 * voice with `labels.vocable_method`; the methods that stand in for a missing engine say so,
 * so nobody mistakes an approximation for a clone of the speaker.
 */

/** The label key the server sets on every workspace voice. */
export const METHOD_LABEL_KEY = "vocable_method";

export type VoiceMethod = "cloned" | "approximation" | "designed" | "parametric" | "fine_tuned" | "embedded_profile";

/** The badge text of each method. */
export const METHOD_BADGES: Record<VoiceMethod, string> = {
  cloned: "cloned",
  approximation: "approximation: no cloning engine installed",
  designed: "designed",
  parametric: "parametric design: no voice-design engine installed",
  fine_tuned: "fine-tuned",
  embedded_profile: "embedded profile: no trainable engine installed",
};

/** Methods made without the engine they need: their badge is a warning, not a plain fact. */
const STAND_INS: ReadonlySet<string> = new Set<VoiceMethod>(["approximation", "parametric", "embedded_profile"]);

export interface MethodBadge {
  method: string;
  text: string;
  /** True when the voice stands in for a missing engine. */
  standIn: boolean;
}

/**
 * The badge of a voice from its labels, or null for a voice without a method (premade voices).
 * A method this app does not know yet shows its own name, underscores as spaces.
 */
export function methodBadge(labels: Record<string, string> | null | undefined): MethodBadge | null {
  const method = labels?.[METHOD_LABEL_KEY]?.trim();
  if (!method) return null;
  const text = Object.hasOwn(METHOD_BADGES, method) ? METHOD_BADGES[method as VoiceMethod] : method.replace(/_/g, " ");
  return { method, text, standIn: STAND_INS.has(method) };
}

/**
 * The start of the note the server appends to a workspace voice's description, per method
 * (`description` is the owner's text, a blank line, then the note).
 */
const NOTE_STARTS: Record<VoiceMethod, string> = {
  cloned: "Cloned by a voice-cloning engine",
  approximation: "Approximation: no cloning engine installed.",
  designed: "Designed by a voice-design engine",
  parametric: "Parametric design: no voice-design engine installed.",
  fine_tuned: "Fine-tuned on its samples by a trainable engine",
  embedded_profile: "Embedded profile: no trainable engine installed.",
};

/**
 * The description the owner wrote, without the server's method note, for the edit form: sending
 * the note back would store it as the owner's text and the next answer would carry it twice.
 */
export function ownDescription(description: string | null | undefined, labels: Record<string, string> | null | undefined): string {
  const text = description ?? "";
  const method = labels?.[METHOD_LABEL_KEY];
  if (!method || !Object.hasOwn(NOTE_STARTS, method)) return text;
  const start = NOTE_STARTS[method as VoiceMethod];
  if (text.startsWith(start)) return "";
  const cut = text.lastIndexOf("\n\n");
  if (cut >= 0 && text.slice(cut + 2).startsWith(start)) return text.slice(0, cut);
  return text;
}
